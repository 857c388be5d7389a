import { Button } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PATHS } from '../../config/paths'
import { usePageTitle } from '../../hooks/use-page-title'
import { StatusCode, StatusMessage } from '../ui/status-message'

const SECONDARY_BUTTON = 'default'

/**
 * The "something went wrong" page body: the /500 page and every route error boundary show it. The way back is a
 * plain link (a full page load), because after an error the app itself may be what is broken; boundaries also offer
 * a reload, which the /500 page itself does not need.
 */
export function ServerErrorContent({ withReload = true }: { withReload?: boolean }) {
  const { t } = useTranslation()
  usePageTitle(t('page.server_error'))
  const back = (
    <Button component={Link} to={PATHS.home} reloadDocument variant={withReload ? SECONDARY_BUTTON : undefined}>
      {t('server_error.back')}
    </Button>
  )
  return (
    <StatusMessage
      icon={<IconAlertTriangle size={38} stroke={1.6} />}
      eyebrow={<StatusCode>{t('server_error.code')}</StatusCode>}
      title={t('page.server_error')}
      body={t('server_error.body')}
      actions={
        <>
          {withReload ? (
            <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
              {t('server_error.reload')}
            </Button>
          ) : null}
          {back}
        </>
      }
    />
  )
}
