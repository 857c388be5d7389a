import { Button } from '@mantine/core'
import { IconCompass } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PATHS } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { StatusCode, StatusMessage } from './status-message'

/** True when the API said the thing asked for is not there (a mistyped address, a draft, a removed item). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** The app's "not found" (§2): what /404 shows, and what a page shows for an item that is not there. */
export function NotFoundMessage() {
  const { t } = useTranslation()
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
