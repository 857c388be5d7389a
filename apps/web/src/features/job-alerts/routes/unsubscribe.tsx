import { Alert, Button, Paper, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconBellOff, IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { pathOf } from '../../../config/paths'
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe'

const CAMPAIGNS_PATH = pathOf('talent_profile_campaigns')

function Unsubscribe() {
  const { t } = useTranslation(['alerts', 'common', 'errors'])
  const [params] = useSearchParams()
  const token = (params.get('token') ?? '').slice(0, 200)
  const info = useUnsubscribeInfo(token)
  const stop = useUnsubscribe()
  const title = t('common:page.job_alert_unsubscribe')
  const manage = (
    <Button component={Link} to={CAMPAIGNS_PATH} variant="default">
      {t('unsubscribe.manage')}
    </Button>
  )

  let content
  if (token === '' || info.isError || stop.isError) {
    const error = stop.error ?? info.error
    content = (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('unsubscribe.invalid_title')} role="alert">
        {error?.message ?? t('errors:unsubscribe_link_invalid')}
      </Alert>
    )
  } else if (info.isPending) {
    content = <LoadingStatus label={t('unsubscribe.loading')} />
  } else if (stop.isSuccess || info.data.status === 'paused') {
    const name = stop.data?.name ?? info.data.name
    content = (
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t('unsubscribe.done_title')} role="status">
        {t('unsubscribe.done_body', { name })}
      </Alert>
    )
  } else {
    content = (
      <Stack gap="md" align="flex-start">
        <Text>{t('unsubscribe.body', { name: info.data.name })}</Text>
        <Button
          color="red.8"
          leftSection={<IconBellOff size={18} aria-hidden />}
          loading={stop.isPending}
          onClick={() => stop.mutate(token)}
        >
          {t('unsubscribe.confirm')}
        </Button>
      </Stack>
    )
  }

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <PageHeader title={title} intro={t('unsubscribe.intro')} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {content}
          {manage}
        </Stack>
      </Paper>
    </Stack>
  )
}

/** /alerts/unsubscribe?token=: a job alert e-mail's unsubscribe link, signed out (#20). */
export function UnsubscribeRoute() {
  return (
    <ScreenSuspense>
      <Unsubscribe />
    </ScreenSuspense>
  )
}
