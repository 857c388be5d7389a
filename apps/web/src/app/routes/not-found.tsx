import { Button } from '@mantine/core'
import { IconCompass } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { StatusCode, StatusMessage } from '../../components/ui/status-message'
import { PATHS } from '../../config/paths'
import { usePageTitle } from '../../hooks/use-page-title'

/** /404: where every unknown address lands (§2). */
export function NotFoundRoute() {
  const { t } = useTranslation()
  usePageTitle(t('page.not_found'))
  return (
    <StatusMessage
      icon={<IconCompass size={38} stroke={1.6} />}
      eyebrow={<StatusCode>{t('not_found.code')}</StatusCode>}
      title={t('page.not_found')}
      body={t('not_found.body')}
      actions={
        <Button component={Link} to={PATHS.home}>
          {t('not_found.back')}
        </Button>
      }
    />
  )
}
