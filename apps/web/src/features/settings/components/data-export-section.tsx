import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { IconDatabaseExport, IconDownload, IconPackageExport } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { DATA_EXPORTS_PER_DAY, type DataExport } from '@sentinela/shared/schemas/data-export'
import { getCurrentLanguage } from '../../../lib/i18n'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useDataExports, useDownloadDataExport, useRequestDataExport } from '../api/data-exports'
import { downloadBlob } from '../utils/download-blob'
import { SettingsSection } from './settings-section'

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(getCurrentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

const STATUS_COLORS: Record<DataExport['status'], string> = {
  queued: 'blue',
  running: 'blue',
  ready: 'teal',
  failed: 'red',
  expired: 'gray',
}

/**
 * "Take my data" (#20), beside account deletion: ask for an archive of everything held about the talent; the e-mailed
 * link opens this page with `?export=<token>`, where the download button uses it with the session.
 */
export function DataExportSection({ id }: { id: string }) {
  const { t } = useTranslation('alerts')
  const [params] = useSearchParams()
  const token = (params.get('export') ?? '').slice(0, 200)
  const exports = useDataExports()
  const request = useRequestDataExport()
  const download = useDownloadDataExport()
  const busy = exports.data?.some((item) => item.status === 'queued' || item.status === 'running') ?? false

  return (
    <SettingsSection
      id={id}
      title={t('export.title')}
      description={t('export.description')}
      icon={<IconPackageExport size={22} />}
    >
      <Stack gap="md">
        {token ? (
          <Alert color="teal" title={t('export.download_title')} icon={<IconDownload aria-hidden />}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('export.download_body')}</Text>
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.isPending}
                onClick={() =>
                  download.mutate(token, {
                    onSuccess: ({ blob, fileName }) => downloadBlob(blob, fileName),
                    onError: notifyError,
                  })
                }
              >
                {t('export.download')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('export.limit_note', { count: DATA_EXPORTS_PER_DAY })}
        </Text>
        <div>
          <Button
            variant="light"
            leftSection={<IconDatabaseExport size={18} aria-hidden />}
            loading={request.isPending}
            disabled={busy}
            onClick={() =>
              request.mutate(undefined, {
                onSuccess: () => notifySuccess(t('export.requested')),
                onError: notifyError,
              })
            }
          >
            {t('export.request')}
          </Button>
        </div>
        {exports.data && exports.data.length > 0 ? (
          <ul aria-label={t('export.history_label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {exports.data.map((item) => (
              <li key={item.id}>
                <Group gap="xs" py={4}>
                  <Badge color={STATUS_COLORS[item.status]} variant="light">
                    {t(`export.status.${item.status}`)}
                  </Badge>
                  <Text size="sm">{t('export.requested_at', { date: formatDate(item.createdAt) })}</Text>
                  {item.status === 'ready' && item.expiresAt ? (
                    <Text size="sm" c="dimmed">
                      {t('export.expires_at', { date: formatDate(item.expiresAt) })}
                    </Text>
                  ) : null}
                </Group>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </SettingsSection>
  )
}
