import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/**
 * Where the form stands after a refused stale save (409): `stale` until the person loads the latest version, then
 * `reloaded` (their edit is still on screen, to be saved again on top of it).
 */
export type ConflictState = { status: 'none' } | { status: 'stale'; message: string } | { status: 'reloaded' }

export interface ConflictAlertProps {
  conflict: ConflictState
  onReload: () => void
  isReloading: boolean
}

/**
 * A stale save was refused (409 company_version_conflict): the API's message, and a way to load the latest version
 * that keeps what the person typed. Once loaded, says so, so the person knows their edit is still there to save.
 */
export function ConflictAlert({ conflict, onReload, isReloading }: ConflictAlertProps) {
  const { t } = useTranslation('company')
  if (conflict.status === 'none') return null
  if (conflict.status === 'reloaded') {
    return (
      <Alert color="indigo" icon={<IconInfoCircle aria-hidden />} title={t('conflict.reloaded_title')}>
        {t('conflict.reloaded_body')}
      </Alert>
    )
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('conflict.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{conflict.message}</Text>
        <Text size="sm">{t('conflict.kept')}</Text>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onReload}
          loading={isReloading}
        >
          {t('conflict.reload')}
        </Button>
      </Stack>
    </Alert>
  )
}
