import { Badge, Button } from '@mantine/core'
import { IconArrowLeft, IconTools } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatches } from 'react-router'
import { StatusMessage } from '../../components/ui/status-message'
import { PATHS } from '../../config/paths'
import { usePageTitle } from '../../hooks/use-page-title'
import { readSession } from '../../lib/session'
import { findPageKey } from '../route-handle'
import { getHomePath } from '../route-rules'

const SECONDARY_BUTTON = 'default'

/**
 * Every screen of §2 that is not built yet: its own title and an honest sentence that it is on the way.
 * Never placeholder data.
 */
export function ComingSoonRoute() {
  const { t } = useTranslation()
  const pageKey = findPageKey(useMatches())
  const { pathname } = useLocation()
  // On the person's own start page a "Go to start" link would lead nowhere.
  const isStart = getHomePath(readSession()).toLowerCase() === pathname.toLowerCase()
  const title = pageKey ? t(`page.${pageKey}`) : t('app.name')
  usePageTitle(title)
  return (
    <StatusMessage
      icon={<IconTools size={36} stroke={1.6} />}
      eyebrow={<Badge>{t('coming_soon.badge')}</Badge>}
      title={title}
      body={t('coming_soon.body')}
      actions={
        isStart ? null : (
          <Button
            component={Link}
            to={PATHS.home}
            variant={SECONDARY_BUTTON}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('coming_soon.back')}
          </Button>
        )
      }
    />
  )
}
