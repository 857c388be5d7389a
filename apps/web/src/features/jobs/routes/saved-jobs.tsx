import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconBookmarkOff, IconBookmarks, IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSaveJob } from '../api/save-job'
import { useSavedJobs } from '../api/list-saved-jobs'
import { JobCard } from '../components/job-card'
import { JobsScreen } from '../components/jobs-screen'
import { formatDate } from '../utils/format'
import { JOB_PATHS } from '../utils/job-paths'
import { notifyError, notifySuccess } from '../../../lib/notify'
import layout from '../../../components/ui/layout.module.css'
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
    <div className={classes.page}>
      <header>
        <Title order={1}>{t('common:page.talent_account_saved_jobs')}</Title>
        <p className={classes.intro}>{t('saved.intro')}</p>
      </header>
      {saved.data ? (
        saved.data.length === 0 ? (
          <EmptyState
            icon={<IconBookmarks size={40} />}
            title={t('saved.empty_title')}
            body={t('saved.empty_body')}
            action={
              <Button component={Link} to={JOB_PATHS.search} leftSection={<IconSearch size={18} aria-hidden />}>
                {t('saved.find_jobs')}
              </Button>
            }
          />
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('saved.count', { count: saved.data.length })}
            </Text>
            <ul className={layout.cardList} aria-label={t('common:page.talent_account_saved_jobs')}>
              {saved.data.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} actions={<UnsaveButton job={job} />} showPersonalMarks={false}>
                    <Group gap="md" className={classes.cardNote}>
                      {job.savedAt ? (
                        <Text size="sm">{t('saved.saved_on', { date: formatDate(job.savedAt, i18n.language) })}</Text>
                      ) : null}
                      {job.appliedAt ? (
                        <Text size="sm">
                          {t('saved.applied_on', { date: formatDate(job.appliedAt, i18n.language) })}
                        </Text>
                      ) : null}
                    </Group>
                  </JobCard>
                </li>
              ))}
            </ul>
          </Stack>
        )
      ) : saved.isError ? (
        <LoadFailed
          title={t('saved.load_failed')}
          error={saved.error}
          onRetry={() => void saved.refetch()}
          isRetrying={saved.isFetching}
        />
      ) : (
        <LoadingStatus label={t('saved.loading')} />
      )}
    </div>
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
