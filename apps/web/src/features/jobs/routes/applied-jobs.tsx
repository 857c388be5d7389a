import { Badge, Blockquote, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconSearch, IconSend } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { TalentApplication } from '@sentinela/shared/schemas/jobs'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useAppliedJobs } from '../api/list-applied-jobs'
import { JobCard } from '../components/job-card'
import { JobsScreen } from '../components/jobs-screen'
import { useLabels } from '../hooks/use-labels'
import { formatDate } from '../utils/format'
import { JOB_PATHS } from '../utils/job-paths'
import layout from '../../../components/ui/layout.module.css'
import classes from '../components/jobs.module.css'

/** One application: when, what the talent wrote, and where it stands now (§3 communication status). */
function ApplicationDetails({ application }: { application: TalentApplication }) {
  const { t, i18n } = useTranslation('jobs')
  const labels = useLabels()
  const language = i18n.language
  return (
    <Stack gap="xs" className={classes.application}>
      <Group gap="xs" justify="space-between" align="center">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('application.status')}
          </Text>
          <Badge color="indigo.7" className={classes.statusBadge}>
            {labels.talentStatus(application.communicationStatus)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('applied.status_since', { date: formatDate(application.statusChangedAt, language) })}
          </Text>
        </Group>
        {application.appliedAt ? (
          <Text size="sm">{t('application.applied_on', { date: formatDate(application.appliedAt, language) })}</Text>
        ) : null}
      </Group>
      {application.message ? (
        <div>
          <Text size="sm" fw={600}>
            {t('applied.message_title')}
          </Text>
          <Blockquote className={classes.message} p="sm" mt={4} color="indigo">
            {application.message}
          </Blockquote>
        </div>
      ) : null}
    </Stack>
  )
}

function AppliedJobs() {
  const { t } = useTranslation(['jobs', 'common'])
  usePageTitle(t('common:page.talent_account_applied_jobs'))
  const applied = useAppliedJobs()
  return (
    <div className={classes.page}>
      <header>
        <Title order={1}>{t('common:page.talent_account_applied_jobs')}</Title>
        <p className={classes.intro}>{t('applied.intro')}</p>
      </header>
      {applied.data ? (
        applied.data.length === 0 ? (
          <EmptyState
            icon={<IconSend size={36} />}
            title={t('applied.empty_title')}
            body={t('applied.empty_body')}
            action={
              <Button component={Link} to={JOB_PATHS.search} leftSection={<IconSearch size={18} aria-hidden />}>
                {t('saved.find_jobs')}
              </Button>
            }
          />
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('applied.count', { count: applied.data.length })}
            </Text>
            <ul className={layout.cardList} aria-label={t('common:page.talent_account_applied_jobs')}>
              {applied.data.map((application) => (
                <li key={application.id}>
                  <JobCard job={application.job} showPersonalMarks={false}>
                    <ApplicationDetails application={application} />
                  </JobCard>
                </li>
              ))}
            </ul>
          </Stack>
        )
      ) : applied.isError ? (
        <LoadFailed
          title={t('applied.load_failed')}
          error={applied.error}
          onRetry={() => void applied.refetch()}
          isRetrying={applied.isFetching}
        />
      ) : (
        <LoadingStatus label={t('applied.loading')} />
      )}
    </div>
  )
}

/** /talent/account/appliedJobs: the talent's applications and where each stands. */
export function AppliedJobsRoute() {
  return (
    <JobsScreen>
      <AppliedJobs />
    </JobsScreen>
  )
}
