import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconArrowLeft,
  IconEdit,
  IconLogin,
  IconMailForward,
  IconMoodSad,
  IconSend,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react'
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { APPLICATION_MESSAGE_MAX, CONTACT_MESSAGE_MAX } from '@sentinela/shared/schemas/job-limits'
import type { Job } from '@sentinela/shared/schemas/jobs'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { ApiError } from '../../../lib/api-client'
import { signInPath } from '../../../lib/return-path'
import { readSession, type Role } from '../../../lib/session'
import { useApplyToJob } from '../api/apply-to-job'
import { useContactCompany } from '../api/contact-company'
import { useEligibility } from '../api/get-eligibility'
import { useJob } from '../api/get-job'
import { JobFacts } from '../components/job-facts'
import { JobMarks } from '../components/job-marks'
import { PublishedWhen } from '../components/published-when'
import {
  JobDetailsList,
  JobSection,
  RequiredCertifications,
  RequiredLanguages,
  RequiredRoles,
  WrittenText,
} from '../components/job-sections'
import { JobsScreen } from '../components/jobs-screen'
import { LazyMessageDialog } from '../components/lazy-message-dialog'
import { SaveJobButton } from '../components/lazy-talent-actions'
import { useLabels } from '../hooks/use-labels'
import { formatDate } from '../utils/format'
import { JOB_PATHS, jobEditPath, jobPath } from '../utils/job-paths'
import { notifySuccess } from '../../../lib/notify'
import classes from '../components/jobs.module.css'

/** A job is open to applications while published and not past its expiration date (§4). */
const isOpen = (job: Job) => job.status === 'published' && !job.expired

/** The talent's place in this job's pipeline: applied (when), and the current communication status (§3). */
function ApplicationStatus({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('jobs')
  const labels = useLabels({ industries: false })
  return (
    <Stack gap="xs" align="flex-start">
      {job.appliedAt ? (
        <Text>{t('application.applied_on', { date: formatDate(job.appliedAt, i18n.language) })}</Text>
      ) : (
        <Text>{t('application.contacted')}</Text>
      )}
      {job.communicationStatus !== null ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('application.status')}
          </Text>
          <Badge color="indigo.7" className={classes.statusBadge}>
            {labels.talentStatus(job.communicationStatus)}
          </Badge>
        </Group>
      ) : null}
      <Anchor component={Link} to={JOB_PATHS.applied} size="sm">
        {t('application.see_all')}
      </Anchor>
    </Stack>
  )
}

/**
 * The eligibility panel (roles, fits, missing statements and their switches) is for talents only: its code comes
 * while their eligibility is fetched, not on a visitor's first visit (issue #13).
 */
const loadEligibilityPanel = () => import('../components/eligibility-panel')
const EligibilityPanel = lazy(() => loadEligibilityPanel().then((module) => ({ default: module.EligibilityPanel })))

/**
 * The talent's way to apply (§5: eligibility first). A talent who may not apply sees why and how to get there, with
 * Apply disabled; one who applied sees where the application stands.
 */
function ApplySection({ job }: { job: Job }) {
  const { t } = useTranslation(['jobs', 'errors'])
  const hasApplied = job.appliedAt !== null
  const open = isOpen(job)
  const eligibility = useEligibility(job.id, open && !hasApplied)
  const apply = useApplyToJob()
  const [isDialogOpen, setDialogOpen] = useState(false)
  const eligibilityId = useId()
  useEffect(() => {
    void loadEligibilityPanel()
  }, [])

  if (hasApplied || eligibility.data?.alreadyApplied) {
    return (
      <JobSection title={t('application.title')}>
        <ApplicationStatus job={job} />
      </JobSection>
    )
  }
  if (!open) {
    return (
      <JobSection title={t('apply.title')}>
        <Text>{t('errors:job_not_open')}</Text>
      </JobSection>
    )
  }
  const canApply = eligibility.data?.eligible === true
  return (
    <JobSection title={t('apply.title')}>
      <Stack gap="md">
        {job.communicationStatus !== null ? <ApplicationStatus job={job} /> : null}
        {eligibility.data ? (
          <Suspense fallback={<LoadingStatus label={t('eligibility.checking')} />}>
            <EligibilityPanel eligibility={eligibility.data} id={eligibilityId} returnTo={jobPath(job.id)} />
          </Suspense>
        ) : eligibility.isError ? (
          <LoadFailed
            title={t('eligibility.load_failed')}
            error={eligibility.error}
            onRetry={() => void eligibility.refetch()}
            isRetrying={eligibility.isFetching}
          />
        ) : (
          <LoadingStatus label={t('eligibility.checking')} />
        )}
        <Button
          size="md"
          leftSection={<IconSend size={18} aria-hidden />}
          disabled={!canApply}
          aria-describedby={eligibility.data ? eligibilityId : undefined}
          onClick={() => setDialogOpen(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('apply.action')}
        </Button>
      </Stack>
      <LazyMessageDialog
        opened={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t('apply.dialog_title', { title: job.jobTitle })}
        intro={<Text size="sm">{t('apply.dialog_intro', { company: job.companyName })}</Text>}
        label={t('apply.message_label')}
        description={t('apply.message_description')}
        submitLabel={t('apply.submit')}
        maxLength={APPLICATION_MESSAGE_MAX}
        isPending={apply.isPending}
        onSubmit={(message) =>
          apply.mutateAsync({ positionId: job.id, message }).then(() => notifySuccess(t('apply.submitted')))
        }
      />
    </JobSection>
  )
}

/** §2 "contact-company action": a message to the company behind the job, e-mailed to it. */
function ContactCompanyButton({ job }: { job: Job }) {
  const { t } = useTranslation('jobs')
  const contact = useContactCompany()
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button variant="default" leftSection={<IconMailForward size={18} aria-hidden />} onClick={() => setOpen(true)}>
        {t('contact.action')}
      </Button>
      <LazyMessageDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('contact.dialog_title', { company: job.companyName })}
        intro={<Text size="sm">{t('contact.dialog_intro', { title: job.jobTitle })}</Text>}
        label={t('contact.message_label')}
        description={t('contact.message_description')}
        submitLabel={t('contact.submit')}
        maxLength={CONTACT_MESSAGE_MAX}
        isPending={contact.isPending}
        onSubmit={(message) =>
          contact
            .mutateAsync({ positionId: job.id, message })
            .then(() => notifySuccess(t('contact.sent', { company: job.companyName })))
        }
      />
    </>
  )
}

/** Anonymous visitors read the job and are invited in to save and apply. */
function SignInSection() {
  const { t } = useTranslation('jobs')
  const { pathname } = useLocation()
  return (
    <JobSection title={t('anonymous.title')}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('anonymous.body')}</Text>
        <Group gap="sm">
          <Button component={Link} to={signInPath(pathname)} leftSection={<IconLogin size={18} aria-hidden />}>
            {t('anonymous.sign_in')}
          </Button>
          <Button
            component={Link}
            to={JOB_PATHS.signUp}
            variant="default"
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('anonymous.sign_up')}
          </Button>
        </Group>
      </Stack>
    </JobSection>
  )
}

function JobView({ job, role }: { job: Job; role: Role | undefined }) {
  const { t, i18n } = useTranslation(['jobs', 'common'])
  const isTalent = role === 'talent'
  return (
    <article className={classes.detailPage} aria-labelledby="job-title">
      {role ? (
        <Anchor component={Link} to={JOB_PATHS.search} className={classes.backLink}>
          <IconArrowLeft size={16} aria-hidden />
          {t('detail.back')}
        </Anchor>
      ) : null}
      <header className={classes.detailHeader}>
        <div className={classes.detailHeading}>
          <Text className={classes.company} fw={600}>
            {job.companyName}
          </Text>
          <Title order={1} id="job-title">
            {job.jobTitle}
          </Title>
          <JobFacts job={job} />
          <Group gap="sm">
            {job.publishedAt ? (
              <Text size="sm" c="dimmed">
                <PublishedWhen publishedAt={job.publishedAt} />
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('detail.apply_by', { date: formatDate(job.expirationDate, i18n.language) })}
            </Text>
          </Group>
          <JobMarks job={job} showPersonal={isTalent} />
        </div>
        {isTalent ? (
          <Group gap="sm" className={classes.detailActions}>
            <SaveJobButton job={job} label={t('save.long')} />
            <ContactCompanyButton job={job} />
          </Group>
        ) : null}
        {job.ownedByCaller ? (
          <Stack gap="xs" className={classes.detailActions}>
            <Button component={Link} to={jobEditPath(job.id)} leftSection={<IconEdit size={18} aria-hidden />}>
              {t('detail.edit')}
            </Button>
            {job.applicantCount !== null ? (
              <Group gap={6}>
                <IconUsers size={16} aria-hidden />
                <Text size="sm">{t('detail.applicants', { count: job.applicantCount })}</Text>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </header>

      <div className={classes.detailGrid}>
        <div className={classes.detailMain}>
          {isTalent ? <ApplySection job={job} /> : null}
          {role ? null : <SignInSection />}
          <JobSection title={t('detail.description_title')}>
            <WrittenText text={job.description} />
          </JobSection>
          {job.requirements ? (
            <JobSection title={t('detail.requirements_title')}>
              <WrittenText text={job.requirements} />
            </JobSection>
          ) : null}
          <JobSection title={t('detail.roles_title')}>
            <RequiredRoles job={job} />
          </JobSection>
          <div className={classes.twoUp}>
            <JobSection title={t('detail.certifications_title')}>
              <RequiredCertifications job={job} />
            </JobSection>
            <JobSection title={t('detail.languages_title')}>
              <RequiredLanguages job={job} />
            </JobSection>
          </div>
        </div>
        <aside className={classes.detailAside} aria-label={t('detail.details_title')}>
          <JobSection title={t('detail.details_title')}>
            <JobDetailsList job={job} />
          </JobSection>
        </aside>
      </div>
    </article>
  )
}

/** What a job that is not there (or not visible to this person) looks like: said plainly, with a way on. */
function JobUnavailable({ error, role, onRetry }: { error: Error; role: Role | undefined; onRetry: () => void }) {
  const { t } = useTranslation(['jobs', 'common'])
  const { pathname } = useLocation()
  const isMissing =
    error instanceof ApiError && (error.code === 'not_found' || error.code === 'forbidden' || error.status === 404)
  if (!isMissing) return <LoadFailed title={t('detail.load_failed')} error={error} onRetry={onRetry} />
  return (
    <Paper withBorder p="xl" className={classes.unavailable}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} aria-hidden>
          <IconMoodSad size={30} />
        </ThemeIcon>
        <Title order={1} size="h2" ta="center">
          {t('detail.unavailable_title')}
        </Title>
        <Text ta="center" c="dimmed" maw={480}>
          {role ? t('detail.unavailable_body') : t('detail.unavailable_body_anonymous')}
        </Text>
        {role ? (
          <Button component={Link} to={JOB_PATHS.search} leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('detail.back')}
          </Button>
        ) : (
          <Button component={Link} to={signInPath(pathname)} leftSection={<IconLogin size={18} aria-hidden />}>
            {t('anonymous.sign_in_short')}
          </Button>
        )}
      </Stack>
    </Paper>
  )
}

/**
 * An address whose id cannot be a job's: the API's "not found", in the `errors` catalog's words. That catalog is
 * fetched only here, not on every visit to a job (issue #13).
 */
function UnknownJob({ role }: { role: Role | undefined }) {
  const { t } = useTranslation('errors')
  return <JobUnavailable error={new ApiError(404, 'not_found', t('not_found'))} role={role} onRetry={() => undefined} />
}

function JobDetail() {
  const { t } = useTranslation(['jobs', 'common'])
  const params = useParams()
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0
  const role = readSession()?.role
  const job = useJob(id)
  // The browser tab names the job, once it is known.
  usePageTitle(job.data?.jobTitle ?? t('common:page.job_detail'))

  if (id <= 0) return <UnknownJob role={role} />
  if (job.data) return <JobView job={job.data} role={role} />
  if (job.isError) return <JobUnavailable error={job.error} role={role} onRetry={() => void job.refetch()} />
  return <LoadingStatus label={t('detail.loading')} />
}

/** /jobs/:id: the job's own page, open to anyone for a public job (config/paths.ts OPEN_ROUTES). */
export function JobDetailRoute() {
  return (
    <JobsScreen>
      <JobDetail />
    </JobsScreen>
  )
}
