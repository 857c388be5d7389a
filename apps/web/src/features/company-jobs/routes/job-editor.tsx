import { Alert, Anchor, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { currencyOfCountry } from '@sentinela/shared/master-data/currencies'
import { Link, useParams } from 'react-router'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useMasterData } from '../../../lib/get-master-data'
import { useWorkRoles } from '../../../lib/list-work-roles'
import { getCompanyQueryOptions } from '../../../lib/get-company'
import { useJob } from '../api/get-job'
import { PlanUpgradeAlert } from '../../../components/ui/plan-upgrade-alert'
import { usePublishRoom } from '../api/publish-room'
import { JobEditor } from '../components/job-editor'
import { COMPANY_JOBS_PATHS } from '../utils/paths'
import classes from '../components/shared.module.css'

/** The stepper's page: title, the way back to the company's jobs, and the stepper once its data is there. */
function JobEditorPage({ jobId }: { jobId: number | undefined }) {
  const { t } = useTranslation(['company-jobs', 'common'])
  const isEditing = jobId !== undefined
  const title = isEditing ? t('common:page.job_edit') : t('common:page.job_create')
  usePageTitle(title)
  const masterData = useMasterData()
  const catalog = useWorkRoles()
  const job = useJob(jobId ?? 0)
  // A new job is paid in the company country's currency; without the company at hand, in USD.
  const company = useQuery({ ...getCompanyQueryOptions(), enabled: !isEditing })
  // A company at its plan's limit of published jobs hears it before it starts, not after the fifth step (#12, #16);
  // and how long a published job stays up under the plan, for the expiration date.
  const room = usePublishRoom(true)
  const isAtLimit = !isEditing && !!room.data && room.data.limit !== null && room.data.published >= room.data.limit
  const isJobMissing = isEditing && (!Number.isInteger(jobId) || (jobId ?? 0) < 1)
  const failed = masterData.error ?? catalog.error ?? (isEditing ? job.error : null)
  const isReady = !!masterData.data && !!catalog.data && (isEditing ? !!job.data : !!company.data || company.isError)

  return (
    <div className={classes.page}>
      <header>
        <Anchor component={Link} to={COMPANY_JOBS_PATHS.list} className={classes.backLink}>
          <IconArrowLeft size={16} aria-hidden />
          {t('company-jobs:editor.back')}
        </Anchor>
        <Title order={1} mt="xs">
          {isEditing && job.data ? t('company-jobs:editor.edit_title', { title: job.data.jobTitle }) : title}
        </Title>
        <p className={classes.intro}>
          {isEditing ? t('company-jobs:editor.edit_intro') : t('company-jobs:editor.create_intro')}
        </p>
      </header>
      {isAtLimit && room.data ? (
        <PlanUpgradeAlert
          title={t('company-jobs:editor.limit_title', { plan: room.data.planName })}
          message={t('company-jobs:editor.limit_body', { limit: room.data.limit, count: room.data.published })}
        />
      ) : null}
      {room.data ? (
        <Text size="sm" c="dimmed" role="note">
          {t('company-jobs:editor.duration_note', { count: room.data.jobDurationDays, plan: room.data.planName })}
        </Text>
      ) : null}
      {isJobMissing ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('company-jobs:editor.not_found')}
        </Alert>
      ) : job.data && !job.data.ownedByCaller ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('company-jobs:editor.not_yours')}
        </Alert>
      ) : isReady && masterData.data && catalog.data ? (
        <JobEditor
          key={job.data?.id ?? 'new'}
          job={job.data}
          masterData={masterData.data}
          catalog={catalog.data}
          defaultCurrency={currencyOfCountry(company.data?.profile.country)}
        />
      ) : failed ? (
        <LoadFailed
          title={t('company-jobs:editor.load_failed')}
          error={failed}
          isRetrying={masterData.isFetching || catalog.isFetching || job.isFetching}
          onRetry={() => {
            if (masterData.isError) void masterData.refetch()
            if (catalog.isError) void catalog.refetch()
            if (job.isError) void job.refetch()
          }}
        />
      ) : (
        <LoadingStatus label={t('company-jobs:editor.loading')} />
      )}
    </div>
  )
}

/** /jobs/new: a new job, saved as a draft. */
export function JobCreateRoute() {
  return (
    <ScreenSuspense>
      <JobEditorPage jobId={undefined} />
    </ScreenSuspense>
  )
}

/** /jobs/:id/edit: an existing job, saved whole. */
export function JobEditRoute() {
  const { id } = useParams()
  return (
    <ScreenSuspense>
      <JobEditorPage jobId={Number(id)} />
    </ScreenSuspense>
  )
}
