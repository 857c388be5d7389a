import { Anchor, Button, Group, Text } from '@mantine/core'
import { IconArrowRight, IconBookmark, IconSend } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { SectionCard } from '../../../components/ui/section-card'
import { useApplications } from '../api/list-applications'
import { useSavedJobs } from '../api/list-saved-jobs'
import { COMMUNICATION_STATUSES, countApplications, totalOf } from '../utils/dashboard'
import { COMPANY_PATHS } from '../utils/paths'
import { STATUS_COLORS } from './status-colors'
import layout from '../../../components/ui/layout.module.css'
import classes from './company.module.css'

function GoTo({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} fw={600}>
      <Group gap={6} component="span">
        {label}
        <IconArrowRight size={16} aria-hidden />
      </Group>
    </Anchor>
  )
}

/** The talent's applications counted per communication status (§3), with the way to the applied jobs list. */
function ApplicationsSection() {
  const { t } = useTranslation(['company', 'options'])
  const applications = useApplications()
  const counts = useMemo(() => countApplications(applications.data ?? []), [applications.data])
  const total = totalOf(counts)

  let body
  if (applications.data) {
    body =
      total === 0 ? (
        <div className={layout.empty}>
          <Text fw={600}>{t('talent.no_applications')}</Text>
          <Text size="sm" c="dimmed" mt={4} mb="sm">
            {t('talent.no_applications_body')}
          </Text>
          <Button component={Link} to={COMPANY_PATHS.searchJobs}>
            {t('talent.find_jobs')}
          </Button>
        </div>
      ) : (
        <>
          <dl className={classes.stats}>
            <div className={classes.stat}>
              <dt className={classes.statLabel}>{t('talent.total_applications')}</dt>
              <dd className={classes.statValue}>{total}</dd>
            </div>
            {COMMUNICATION_STATUSES.map((status) => (
              <div
                key={status}
                className={classes.stat}
                style={{ borderTop: `4px solid ${STATUS_COLORS[status].background}` }}
              >
                <dt className={classes.statLabel}>{t(`options:communication_status_talent.${status}`)}</dt>
                <dd className={classes.statValue}>{counts[status]}</dd>
              </div>
            ))}
          </dl>
          <GoTo to={COMPANY_PATHS.appliedJobs} label={t('talent.see_applications')} />
        </>
      )
  } else if (applications.error) {
    body = (
      <LoadFailed
        title={t('talent.load_failed')}
        error={applications.error}
        onRetry={() => void applications.refetch()}
        isRetrying={applications.isFetching}
        retryLabel={t('actions.retry')}
      />
    )
  } else {
    body = <LoadingStatus label={t('talent.loading')} />
  }

  return (
    <SectionCard
      id="applications"
      title={t('talent.applications_title')}
      description={t('talent.applications_description')}
      icon={<IconSend size={22} />}
    >
      <div className={layout.stack}>{body}</div>
    </SectionCard>
  )
}

/** How many jobs the talent saved, with the way to the saved jobs list. */
function SavedJobsSection() {
  const { t } = useTranslation('company')
  const saved = useSavedJobs()
  let body
  if (saved.data) {
    body = (
      <>
        <dl className={classes.stats}>
          <div className={classes.stat}>
            <dt className={classes.statLabel}>{t('talent.saved_count')}</dt>
            <dd className={classes.statValue}>{saved.data.length}</dd>
          </div>
        </dl>
        <GoTo to={COMPANY_PATHS.savedJobs} label={t('talent.see_saved')} />
      </>
    )
  } else if (saved.error) {
    body = (
      <LoadFailed
        title={t('talent.load_failed')}
        error={saved.error}
        onRetry={() => void saved.refetch()}
        isRetrying={saved.isFetching}
        retryLabel={t('actions.retry')}
      />
    )
  } else {
    body = <LoadingStatus label={t('talent.loading')} />
  }
  return (
    <SectionCard
      id="saved-jobs"
      title={t('talent.saved_title')}
      description={t('talent.saved_description')}
      icon={<IconBookmark size={22} />}
    >
      <div className={layout.stack}>{body}</div>
    </SectionCard>
  )
}

/** A talent's dashboard: where their applications stand, and the jobs they kept for later. */
export function TalentDashboard() {
  return (
    <div className={classes.talentGrid}>
      <ApplicationsSection />
      <SavedJobsSection />
    </div>
  )
}
