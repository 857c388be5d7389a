import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPlayerPause, IconPlayerPlay, IconSearch, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { JOB_ALERT_FREQUENCIES, type JobAlert, type JobAlertFrequency } from '@sentinela/shared/schemas/job-alerts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { getCurrentLanguage } from '../../../lib/i18n'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useDeleteJobAlert } from '../api/delete-job-alert'
import { useUpdateJobAlert } from '../api/update-job-alert'
import { jobsSearchPath } from '@sentinela/shared/search/jobs-search-path'
import { describeFilters } from '../utils/filters'

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(getCurrentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/** One alert: its filters, cadence and state, with frequency, pause or resume, and delete. */
export function JobAlertCard({ alert }: { alert: JobAlert }) {
  const { t } = useTranslation(['alerts', 'options', 'master-data'])
  const update = useUpdateJobAlert()
  const remove = useDeleteJobAlert()
  const [confirming, setConfirming] = useState(false)
  const isActive = alert.status === 'active'
  const labels = describeFilters(
    alert.filters,
    t as unknown as (key: string, options?: Record<string, unknown>) => string,
  )
  const headingId = `job-alert-${alert.id}`

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {alert.name}
          </Title>
          <Badge color={isActive ? 'teal' : 'gray'} variant="light">
            {isActive ? t('campaigns.status_active') : t('campaigns.status_paused')}
          </Badge>
        </Group>
        <div>
          <Text size="sm" fw={500}>
            {t('campaigns.filters_label')}
          </Text>
          <Group gap={6} mt={4}>
            {(labels.length > 0 ? labels : [t('campaigns.filters_none')]).map((label) => (
              <Badge key={label} variant="outline" color="gray" tt="none">
                {label}
              </Badge>
            ))}
          </Group>
        </div>
        <Text size="sm" c="dimmed">
          {isActive ? `${t('campaigns.next_digest', { date: formatDate(alert.nextRunAt) })} · ` : ''}
          {alert.lastSentAt
            ? t('campaigns.last_sent', { date: formatDate(alert.lastSentAt) })
            : t('campaigns.never_sent')}
          {' · '}
          {t('campaigns.sent_count', { count: alert.sentCount })}
        </Text>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('campaigns.frequency_label')}
            aria-label={t('campaigns.frequency_select_label', { name: alert.name })}
            value={alert.frequency}
            disabled={update.isPending}
            data={JOB_ALERT_FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
            onChange={(event) =>
              update.mutate(
                { id: alert.id, frequency: event.currentTarget.value as JobAlertFrequency },
                { onSuccess: () => notifySuccess(t('campaigns.updated')), onError: notifyError },
              )
            }
          />
          <Button
            variant="default"
            leftSection={
              isActive ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
            }
            aria-label={t(isActive ? 'campaigns.pause_label' : 'campaigns.resume_label', { name: alert.name })}
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { id: alert.id, status: isActive ? 'paused' : 'active' },
                {
                  onSuccess: () => notifySuccess(t(isActive ? 'campaigns.paused' : 'campaigns.resumed')),
                  onError: notifyError,
                },
              )
            }
          >
            {isActive ? t('campaigns.pause') : t('campaigns.resume')}
          </Button>
          <Button
            component={Link}
            to={jobsSearchPath(alert.filters)}
            variant="subtle"
            leftSection={<IconSearch size={16} aria-hidden />}
            aria-label={t('campaigns.open_search_label', { name: alert.name })}
          >
            {t('campaigns.open_search')}
          </Button>
          <Button
            variant="subtle"
            color="red.8"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t('campaigns.delete_label', { name: alert.name })}
            onClick={() => setConfirming(true)}
          >
            {t('campaigns.delete')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('campaigns.delete_title')}
        body={t('campaigns.delete_body', { name: alert.name })}
        confirmLabel={t('campaigns.delete')}
        isPending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(alert.id, {
            onSuccess: () => {
              setConfirming(false)
              notifySuccess(t('campaigns.deleted'))
            },
            onError: notifyError,
          })
        }
      />
    </Paper>
  )
}
