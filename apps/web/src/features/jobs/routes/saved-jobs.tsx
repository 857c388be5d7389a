import { Button, Group, Text } from '@mantine/core'
import { IconBookmarkOff, IconBookmarks } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSaveJob } from '../api/save-job'
import { useSavedJobs } from '../api/list-saved-jobs'
import { AccountJobsPage } from '../components/account-jobs-page'
import { JobCard } from '../components/job-card'
import { JobsScreen } from '../components/jobs-screen'
import { formatDate } from '../utils/format'
import { notifyError, notifySuccess } from '../../../lib/notify'
import classes from '../components/jobs.module.css'

/** Takes a job off the saved list; the list refreshes and the job's page and search marks follow. */
function UnsaveButton({ job }: { job: JobSummary }) {
  const { t } = useTranslation('jobs')
  const save = useSaveJob()
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconBookmarkOff size={16} aria-hidden />}
      aria-label={t('saved.unsave_label', { title: job.jobTitle })}
      loading={save.isPending}
      onClick={() =>
        save.mutate(
          { positionId: job.id, saved: false },
          { onSuccess: () => notifySuccess(t('save.removed')), onError: notifyError },
        )
      }
    >
      {t('saved.unsave')}
    </Button>
  )
}

function SavedJobs() {
  const { t, i18n } = useTranslation(['jobs', 'common'])
  usePageTitle(t('common:page.talent_account_saved_jobs'))
  const saved = useSavedJobs()
  return (
    <AccountJobsPage
      title={t('common:page.talent_account_saved_jobs')}
      intro={t('saved.intro')}
      query={saved}
      empty={{ icon: <IconBookmarks size={40} />, title: t('saved.empty_title'), body: t('saved.empty_body') }}
      texts={{
        loadFailed: t('saved.load_failed'),
        loading: t('saved.loading'),
        count: (count) => t('saved.count', { count }),
      }}
    >
      {(job) => (
        <JobCard job={job} actions={<UnsaveButton job={job} />} showPersonalMarks={false}>
          <Group gap="md" className={classes.cardNote}>
            {job.savedAt ? (
              <Text size="sm">{t('saved.saved_on', { date: formatDate(job.savedAt, i18n.language) })}</Text>
            ) : null}
            {job.appliedAt ? (
              <Text size="sm">{t('saved.applied_on', { date: formatDate(job.appliedAt, i18n.language) })}</Text>
            ) : null}
          </Group>
        </JobCard>
      )}
    </AccountJobsPage>
  )
}

/** /talent/account/savedJobs: the jobs the talent saved for later (§4: a date stamp each). */
export function SavedJobsRoute() {
  return (
    <JobsScreen>
      <SavedJobs />
    </JobsScreen>
  )
}
