import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconMapPin, IconPencil, IconPlus, IconShieldLock, IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import { LoadFailed, ScreenSuspense } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useCandidates } from '../../../lib/get-candidates'
import { useCompanyJobs } from '../../../lib/list-company-jobs'
import { CandidateCard } from '../components/candidate-card'
import { JobStatusBadge } from '../components/job-status-badge'
import { RecommendedTalentSection } from '../components/recommended-talent'
import { optionLabel } from '../utils/option-label'
import { countryName, formatDate, formatPercent, joinPresent } from '../utils/format'
import { COMPANY_JOBS_PATHS, editJobPath, pipelinePath } from '../utils/paths'
import layout from '../../../components/ui/layout.module.css'
import shared from '../components/shared.module.css'
import classes from './candidate-pipeline.module.css'

/** The jobs offered when no job is chosen: enough for any company on one page. */
const PICKER_LIMIT = 100
const STATUS_ROLE = 'status'

function Loading({ label }: { label: string }) {
  return (
    <div role={STATUS_ROLE}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Stack gap="md" mt="sm" aria-hidden>
        <Skeleton height={120} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    </div>
  )
}

/** Without a job in the address: the company's jobs, to pick the one whose candidates to see. */
function JobPicker() {
  const { t } = useTranslation('company-jobs')
  const jobs = useCompanyJobs({ page: 1, limit: PICKER_LIMIT })
  if (jobs.error) {
    return (
      <LoadFailed
        title={t('list.load_failed')}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
        isRetrying={jobs.isFetching}
      />
    )
  }
  if (!jobs.data) return <Loading label={t('list.loading')} />
  if (jobs.data.data.length === 0) {
    return (
      <div className={layout.empty}>
        <Text fw={600}>{t('list.empty_title')}</Text>
        <Text size="sm" c="dimmed" mt={4} mb="sm">
          {t('pipeline.pick_empty')}
        </Text>
        <Button component={Link} to={COMPANY_JOBS_PATHS.create} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.new_job')}
        </Button>
      </div>
    )
  }
  return (
    <section aria-labelledby="pick-job-heading" className={shared.section}>
      <Title order={2} size="h3" id="pick-job-heading">
        {t('pipeline.pick_title')}
      </Title>
      <ul className={layout.list}>
        {jobs.data.data.map((job) => (
          <li key={job.id} className={`${layout.box} ${classes.pickItem}`}>
            <div>
              <Group gap="xs">
                <Text fw={600} component="span">
                  {job.jobTitle}
                </Text>
                <JobStatusBadge job={job} />
              </Group>
              <Text size="sm" c="dimmed">
                {t('list.candidates', { count: job.applicantCount })}
              </Text>
            </div>
            <Button
              component={Link}
              to={pipelinePath(job.id)}
              size="xs"
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
              aria-label={t('list.view_candidates_of', { title: job.jobTitle })}
            >
              {t('list.view_candidates')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What the pipeline is about: the job, its status, place and the roles' minimums. */
function JobSummaryCard({ job }: { job: JobSummary }) {
  const { t, i18n } = useTranslation(['company-jobs', 'options'])
  const language = i18n.language
  const location = joinPresent([job.city, countryName(job.country, language)])
  const place = joinPresent([location, optionLabel(t, 'modality', job.modality)], ' · ')
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pipeline-job">
      <div className={classes.jobSummary}>
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Title order={2} size="h3" id="pipeline-job" className={shared.jobTitle}>
              {job.jobTitle}
            </Title>
            <JobStatusBadge job={job} />
          </Group>
          <Button
            component={Link}
            to={editJobPath(job.id)}
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('list.edit', { title: job.jobTitle })}
          >
            {t('actions.edit')}
          </Button>
        </Group>
        <ul className={shared.meta}>
          <li>
            <IconMapPin size={16} aria-hidden />
            {place}
          </li>
          <li>{t('list.expires_on', { date: formatDate(job.expirationDate, language) })}</li>
          {job.clearanceRequired ? (
            <li>
              <IconShieldLock size={16} aria-hidden />
              {t('pipeline.clearance_required')}
            </li>
          ) : null}
        </ul>
        {job.roles.length > 0 ? (
          <Group gap="xs" mt="xs">
            {job.roles.map((role) => (
              <Badge key={role.workRoleCode} size="md" color="navy.7">
                {t('pipeline.role_minimum', {
                  role: role.name,
                  minimum: formatPercent(role.minimumPercentage, language),
                })}
              </Badge>
            ))}
          </Group>
        ) : null}
      </div>
    </Paper>
  )
}

/** A job's candidates, best fit first (§1 "view candidates and change their status"). */
function Pipeline({ positionId }: { positionId: number }) {
  const { t } = useTranslation('company-jobs')
  const candidates = useCandidates(positionId)
  if (candidates.error) {
    return (
      <LoadFailed
        title={t('pipeline.load_failed')}
        error={candidates.error}
        onRetry={() => void candidates.refetch()}
        isRetrying={candidates.isFetching}
      />
    )
  }
  if (!candidates.data) return <Loading label={t('pipeline.loading')} />
  const pages = candidates.data.pages
  // The job and the total come with every page: the newest page has them freshest.
  const { job, totalNumberOfRecords: total } = pages[pages.length - 1]!
  const list = pages.flatMap((page) => page.candidates)
  return (
    <>
      <JobSummaryCard job={job} />
      <section aria-labelledby="candidates-heading" className={shared.section}>
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="candidates-heading">
            {t('pipeline.candidates_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('list.candidates', { count: total })}
          </Text>
        </Group>
        {list.length === 0 ? (
          <div className={layout.empty}>
            <Text fw={600}>{t('pipeline.empty_title')}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {job.status === 'published' ? t('pipeline.empty_body') : t('pipeline.empty_draft')}
            </Text>
          </div>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('pipeline.ranking_note')}
            </Text>
            <ol className={classes.candidateList} aria-labelledby="candidates-heading">
              {list.map((candidate, index) => (
                <li key={candidate.applicationId}>
                  <CandidateCard candidate={candidate} rank={index + 1} job={job} />
                </li>
              ))}
            </ol>
            {candidates.hasNextPage ? (
              <Group justify="center">
                <Button
                  variant="default"
                  onClick={() => void candidates.fetchNextPage()}
                  loading={candidates.isFetchingNextPage}
                >
                  {t('pipeline.show_more', { shown: list.length, total })}
                </Button>
              </Group>
            ) : null}
            {candidates.isFetchNextPageError ? (
              <Text size="sm" c="red.8" role="alert" ta="center">
                {t('pipeline.show_more_failed')}
              </Text>
            ) : null}
          </>
        )}
      </section>
      <RecommendedTalentSection job={job} />
    </>
  )
}

function PipelinePage() {
  const { t } = useTranslation(['company-jobs', 'common'])
  const title = t('common:page.company_account_view_applied_talent')
  usePageTitle(title)
  const [params] = useSearchParams()
  const positionId = Number(params.get('positionId'))
  const hasJob = Number.isInteger(positionId) && positionId > 0
  return (
    <div className={shared.page}>
      <header>
        <Anchor component={Link} to={COMPANY_JOBS_PATHS.list} className={shared.backLink}>
          <IconArrowLeft size={16} aria-hidden />
          {t('company-jobs:editor.back')}
        </Anchor>
        <Title order={1} mt="xs">
          {title}
        </Title>
        <p className={shared.intro}>
          {hasJob ? t('company-jobs:pipeline.intro') : t('company-jobs:pipeline.pick_intro')}
        </p>
      </header>
      {hasJob ? <Pipeline key={positionId} positionId={positionId} /> : <JobPicker />}
    </div>
  )
}

/** /company/account/viewAppliedTalent?positionId=N: a job's candidates; without a job, the jobs to pick from. */
export function CandidatePipelineRoute() {
  return (
    <ScreenSuspense>
      <PipelinePage />
    </ScreenSuspense>
  )
}
