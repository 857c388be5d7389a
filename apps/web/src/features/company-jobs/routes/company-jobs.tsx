import { Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconBriefcase, IconPlus } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompanyJob, JobStatus } from '@sentinela/shared/schemas/jobs'
import { LoadFailed, ScreenSuspense } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { ApiError } from '../../../lib/api-client'
import { isPlanRefusal } from '../../../lib/plan'
import { useChangeJobStatus } from '../api/change-job-status'
import { useDeleteJob } from '../api/delete-job'
import { usePublishRoom } from '../api/publish-room'
import { useCompanyJobs } from '../../../lib/list-company-jobs'
import { CompanyJobCard } from '../components/company-job-card'
import { ConfirmDialog } from '../components/confirm-dialog'
import { formatDate, latestOf } from '../utils/format'
import { notifySuccess } from '../utils/notify'
import { COMPANY_JOBS_PATHS } from '../utils/paths'
import layout from '../../../components/ui/layout.module.css'
import shared from '../components/shared.module.css'
import classes from './company-jobs.module.css'
import { LabelledPagination } from '../../../components/ui/labelled-pagination'

/** Jobs per page of the company's list. */
export const COMPANY_JOBS_PAGE_SIZE = 10
const FILTERS = ['all', 'draft', 'published'] as const
type Filter = (typeof FILTERS)[number]
const STATUS_ROLE = 'status'

/** The status Change Status moves a job to: a draft is published, a published job goes back to draft (§4). */
const nextStatus = (job: CompanyJob): JobStatus => (job.status === 'draft' ? 'published' : 'draft')

function ListSkeleton() {
  const { t } = useTranslation('company-jobs')
  return (
    <div role={STATUS_ROLE}>
      <Text size="sm" c="dimmed">
        {t('list.loading')}
      </Text>
      <Stack gap="md" mt="sm" aria-hidden>
        <Skeleton height={150} radius="md" />
        <Skeleton height={150} radius="md" />
      </Stack>
    </div>
  )
}

function CompanyJobsPage() {
  const { t, i18n } = useTranslation(['company-jobs', 'common'])
  const title = t('common:page.company_account_applied_jobs')
  usePageTitle(title)
  const filterLabelId = useId()
  const [filter, setFilter] = useState<Filter>('all')
  const [page, setPage] = useState(1)
  const jobs = useCompanyJobs({
    ...(filter === 'all' ? {} : { status: filter }),
    page,
    limit: COMPANY_JOBS_PAGE_SIZE,
  })
  // The open dialog's job; `shown*` keeps its words while the dialog fades out after it closes.
  const [statusTarget, setStatusTarget] = useState<CompanyJob | undefined>()
  const [shownStatusJob, setShownStatusJob] = useState<CompanyJob | undefined>()
  const [deleteTarget, setDeleteTarget] = useState<CompanyJob | undefined>()
  const [shownDeleteJob, setShownDeleteJob] = useState<CompanyJob | undefined>()
  const openStatus = (job: CompanyJob) => {
    setStatusTarget(job)
    setShownStatusJob(job)
  }
  const openDelete = (job: CompanyJob) => {
    setDeleteTarget(job)
    setShownDeleteJob(job)
  }
  const changeStatus = useChangeJobStatus()
  const room = usePublishRoom(true)
  const deleting = useDeleteJob()
  const total = jobs.data?.totalNumberOfRecords ?? 0
  const pageCount = Math.max(1, Math.ceil(total / COMPANY_JOBS_PAGE_SIZE))

  const newJobButton = (
    <Button component={Link} to={COMPANY_JOBS_PATHS.create} leftSection={<IconPlus size={18} aria-hidden />}>
      {t('list.new_job')}
    </Button>
  )

  // A company at its plan's limit keeps the job as a draft: the way out of the refused publish says so (#12, #16).
  const isAtLimit = changeStatus.error instanceof ApiError && changeStatus.error.code === 'job_post_limit_reached'

  const closeStatus = () => {
    setStatusTarget(undefined)
    changeStatus.reset()
  }
  const onConfirmStatus = () => {
    if (!statusTarget) return
    changeStatus.mutate(
      { id: statusTarget.id, status: nextStatus(statusTarget) },
      {
        onSuccess: () => {
          setStatusTarget(undefined)
          notifySuccess(t('notices.status_changed'))
        },
      },
    )
  }

  const closeDelete = () => {
    setDeleteTarget(undefined)
    deleting.reset()
  }
  const onConfirmDelete = () => {
    if (!deleteTarget) return
    deleting.mutate(deleteTarget.id, {
      onSuccess: () => {
        setDeleteTarget(undefined)
        notifySuccess(t('notices.job_deleted'))
        // The deleted job's buttons are gone: reading goes on from the page heading.
        window.setTimeout(() => document.getElementById('company-jobs-title')?.focus(), 0)
      },
    })
  }

  const toPublish = shownStatusJob ? nextStatus(shownStatusJob) === 'published' : false
  // Publishing brings the expiration date within the plan's job duration (#16): the dialog says the date it will have.
  const statusDate = shownStatusJob
    ? formatDate(latestOf(shownStatusJob.expirationDate, room.data?.jobDurationDays), i18n.language)
    : ''

  return (
    <div className={shared.page}>
      <header className={classes.header}>
        <div>
          <Title order={1} id="company-jobs-title" tabIndex={-1}>
            {title}
          </Title>
          <p className={shared.intro}>{t('list.intro')}</p>
        </div>
        {newJobButton}
      </header>

      <div className={layout.toolbar}>
        <Group gap="sm">
          <Text fw={600} size="sm" id={filterLabelId}>
            {t('list.filter_label')}
          </Text>
          <SegmentedControl
            aria-labelledby={filterLabelId}
            value={filter}
            onChange={(value) => {
              setFilter(value as Filter)
              setPage(1)
            }}
            data={FILTERS.map((value) => ({ value, label: t(`list.filter.${value}`) }))}
          />
        </Group>
        {jobs.data ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.total', { count: total })}
          </Text>
        ) : null}
      </div>

      {jobs.data ? (
        jobs.data.data.length === 0 ? (
          <div className={layout.empty}>
            <Group gap="sm" align="flex-start">
              <IconBriefcase size={28} aria-hidden />
              <div>
                <Text fw={600}>{filter === 'all' ? t('list.empty_title') : t(`list.empty_filtered.${filter}`)}</Text>
                <Text size="sm" c="dimmed" mt={4} mb="sm">
                  {t('list.empty_body')}
                </Text>
                {newJobButton}
              </div>
            </Group>
          </div>
        ) : (
          <ul className={classes.jobList} aria-labelledby="company-jobs-title">
            {jobs.data.data.map((job) => (
              <li key={job.id}>
                <CompanyJobCard job={job} onChangeStatus={openStatus} onDelete={openDelete} />
              </li>
            ))}
          </ul>
        )
      ) : jobs.error ? (
        <LoadFailed
          title={t('list.load_failed')}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          isRetrying={jobs.isFetching}
        />
      ) : (
        <ListSkeleton />
      )}

      {pageCount > 1 ? <LabelledPagination total={pageCount} value={page} onChange={setPage} /> : null}

      <ConfirmDialog
        opened={!!statusTarget}
        title={toPublish ? t('list.publish_title') : t('list.unpublish_title')}
        body={
          shownStatusJob
            ? toPublish
              ? t('list.publish_body', { title: shownStatusJob.jobTitle, date: statusDate })
              : t('list.unpublish_body', { title: shownStatusJob.jobTitle })
            : ''
        }
        confirmLabel={toPublish ? t('list.publish') : t('list.unpublish')}
        cancelLabel={isAtLimit ? t('list.keep_draft') : undefined}
        onConfirm={onConfirmStatus}
        onCancel={closeStatus}
        isPending={changeStatus.isPending}
        error={changeStatus.error ? { title: t('list.status_failed'), message: changeStatus.error.message } : undefined}
        upgradeMessage={isPlanRefusal(changeStatus.error) ? changeStatus.error.message : undefined}
      />
      <ConfirmDialog
        opened={!!deleteTarget}
        title={t('list.delete_title')}
        body={shownDeleteJob ? t('list.delete_body', { title: shownDeleteJob.jobTitle }) : ''}
        confirmLabel={t('actions.delete')}
        isDestructive
        onConfirm={onConfirmDelete}
        onCancel={closeDelete}
        isPending={deleting.isPending}
        error={deleting.error ? { title: t('list.delete_failed'), message: deleting.error.message } : undefined}
      />
    </div>
  )
}

/** /company/account/appliedJobs: the company's jobs with Change Status, candidates per status, edit and delete. */
export function CompanyJobsRoute() {
  return (
    <ScreenSuspense>
      <CompanyJobsPage />
    </ScreenSuspense>
  )
}
