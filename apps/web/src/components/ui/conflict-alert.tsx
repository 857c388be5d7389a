import { Alert, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react'
import { RetryButton } from './retry-button'

/**
 * Where a form stands after a refused stale save (409): `stale` until the person loads the latest version, then
 * `reloaded` (their edit is still on screen, to be saved again on top of it).
 */
export type ConflictState = { status: 'none' } | { status: 'stale'; message: string } | { status: 'reloaded' }

/** The words of the alert, in the shape each feature's catalog keeps them under `conflict`. */
export interface ConflictTexts {
  title: string
  kept: string
  reload: string
  reloaded_title: string
  reloaded_body: string
}

export interface ConflictAlertProps {
  conflict: ConflictState
  onReload: () => void
  isReloading: boolean
  /** Usually `t('conflict', { returnObjects: true })` in the feature's namespace. */
  texts: ConflictTexts
  /** How the "latest version loaded" note is announced: as an alert (Mantine's default) or politely, as a status. */
  reloadedRole?: 'alert' | 'status'
}

/**
 * A stale save was refused: the API's message, and a way to load the latest version that keeps what the person
 * typed. Once loaded, says so, so the person knows their edit is still there to save.
 */
export function ConflictAlert({ conflict, onReload, isReloading, texts, reloadedRole = 'alert' }: ConflictAlertProps) {
  if (conflict.status === 'none') return null
  if (conflict.status === 'reloaded') {
    return (
      <Alert color="indigo" icon={<IconInfoCircle aria-hidden />} title={texts.reloaded_title} role={reloadedRole}>
        {texts.reloaded_body}
      </Alert>
    )
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={texts.title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{conflict.message}</Text>
        <Text size="sm">{texts.kept}</Text>
        <RetryButton label={texts.reload} onRetry={onReload} isRetrying={isReloading} size="sm" />
      </Stack>
    </Alert>
  )
}
