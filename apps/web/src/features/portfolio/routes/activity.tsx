import { Button, Paper, Stack, Text } from '@mantine/core'
import { IconTimeline } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { useActivity } from '../api/list-activity'
import { ActivityTimeline } from '../components/activity-timeline'
import classes from '../components/portfolio.module.css'

const jobPath = (id: number) => `/jobs/${id}`

function Activity() {
  const { t } = useTranslation(['portfolio', 'common'])
  const activity = useActivity()
  const events = activity.data?.pages.flatMap((page) => page.data) ?? []

  let body
  if (activity.data) {
    body =
      events.length === 0 ? (
        <EmptyState
          icon={<IconTimeline size={32} />}
          title={t('activity.empty_title')}
          body={t('activity.empty_body')}
        />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <ActivityTimeline events={events} jobPath={jobPath} />
            {activity.hasNextPage ? (
              <Button
                variant="default"
                onClick={() => void activity.fetchNextPage()}
                loading={activity.isFetchingNextPage}
                style={{ alignSelf: 'center' }}
              >
                {t('activity.load_more')}
              </Button>
            ) : (
              <Text c="dimmed" size="sm" ta="center">
                {t('activity.end')}
              </Text>
            )}
            {activity.isFetchNextPageError && activity.error ? (
              <LoadFailed title={t('activity.load_failed')} error={activity.error} />
            ) : null}
          </Stack>
        </Paper>
      )
  } else if (activity.isError) {
    body = (
      <LoadFailed
        title={t('activity.load_failed')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
        isRetrying={activity.isFetching}
      />
    )
  } else {
    body = <LoadingStatus label={t('activity.loading')} />
  }

  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.talent_profile_activity')} intro={t('activity.intro')} />
      {body}
    </div>
  )
}

/** /talent/profile/activity: the talent's own timeline, newest first, older pages on demand. */
export function ActivityRoute() {
  return (
    <ScreenSuspense>
      <Activity />
    </ScreenSuspense>
  )
}
