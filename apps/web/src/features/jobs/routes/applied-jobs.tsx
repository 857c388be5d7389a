import { Badge, Blockquote, Group, Stack, Text } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { TalentApplication } from '@sentinela/shared/schemas/jobs'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useAppliedJobs } from '../api/list-applied-jobs'
import { AccountJobsPage } from '../components/account-jobs-page'
import { JobCard } from '../components/job-card'
import { JobsScreen } from '../components/jobs-screen'
import { useLabels } from '../hooks/use-labels'
import { formatDate } from '../utils/format'
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
    <AccountJobsPage
      title={t('common:page.talent_account_applied_jobs')}
      intro={t('applied.intro')}
      query={applied}
      empty={{ icon: <IconSend size={36} />, title: t('applied.empty_title'), body: t('applied.empty_body') }}
      texts={{
        loadFailed: t('applied.load_failed'),
        loading: t('applied.loading'),
        count: (count) => t('applied.count', { count }),
      }}
    >
      {(application) => (
        <JobCard job={application.job} showPersonalMarks={false}>
          <ApplicationDetails application={application} />
        </JobCard>
      )}
    </AccountJobsPage>
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
