import { Button, Stack, Text } from '@mantine/core'
import { IconBell, IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { JOB_ALERTS_MAX } from '@sentinela/shared/schemas/job-alerts'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { useJobAlerts } from '../api/list-job-alerts'
import { JobAlertCard } from '../components/job-alert-card'

function Campaigns() {
  const { t } = useTranslation(['alerts', 'common'])
  const alerts = useJobAlerts()
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('common:page.talent_profile_campaigns')} intro={t('campaigns.intro')} />
      {alerts.isPending ? (
        <LoadingStatus label={t('campaigns.loading')} />
      ) : alerts.isError ? (
        <LoadFailed
          title={t('campaigns.list_label')}
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
          isRetrying={alerts.isFetching}
        />
      ) : alerts.data.length === 0 ? (
        <EmptyState
          icon={<IconBell size={36} />}
          title={t('campaigns.empty_title')}
          body={t('campaigns.empty_body')}
          action={
            <Button component={Link} to="/jobs" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('campaigns.find_jobs')}
            </Button>
          }
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('campaigns.count', { count: alerts.data.length, max: JOB_ALERTS_MAX })}
          </Text>
          <Stack
            component="ul"
            gap="md"
            aria-label={t('campaigns.list_label')}
            style={{ listStyle: 'none', padding: 0 }}
          >
            {alerts.data.map((alert) => (
              <li key={alert.id}>
                <JobAlertCard alert={alert} />
              </li>
            ))}
          </Stack>
          <div>
            <Button component={Link} to="/jobs" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('campaigns.find_jobs')}
            </Button>
          </div>
        </>
      )}
    </Stack>
  )
}

/** /talent/profile/campaigns: the talent's job alerts (PRODUCT.md "campaigns", #20). */
export function CampaignsRoute() {
  return (
    <ScreenSuspense>
      <Campaigns />
    </ScreenSuspense>
  )
}
