import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconDevices } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ActiveSession } from '@sentinela/shared/schemas/accounts'
import { useActiveSessions, useEndSessions } from '../api/active-sessions'
import { describeUserAgent } from '../utils/describe-user-agent'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { formatDateTime } from '../utils/security-events'
import { QueryState } from './query-state'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

const REGION_ROLE = 'region'

function SessionsTable({ sessions }: { sessions: ActiveSession[] }) {
  const { t, i18n } = useTranslation('settings')
  const end = useEndSessions()
  const others = sessions.filter((session) => !session.current)
  // This device first, then the others as the API orders them (last used first).
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current))
  const captionId = 'sessions-caption'
  const device = (userAgent: string | null) => {
    const summary = describeUserAgent(userAgent)
    if (summary) return t('activity.device_summary', { browser: summary.browser, system: summary.system })
    return userAgent ?? t('activity.unknown')
  }
  const run = (which: { sessionId: number } | 'others', done: string) =>
    end.mutate(which, {
      onSuccess: () => notifySuccess(done),
      onError: (error) => notifyError(error.message),
    })

  return (
    <Stack gap="md">
      <div className={classes.tableScroll} role={REGION_ROLE} aria-labelledby={captionId} tabIndex={0}>
        <Table verticalSpacing="sm">
          <caption id={captionId} className={classes.caption}>
            {t('sessions.caption')}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('activity.device')}</Table.Th>
              <Table.Th scope="col">{t('activity.ip')}</Table.Th>
              <Table.Th scope="col">{t('sessions.last_active')}</Table.Th>
              <Table.Th scope="col">{t('sessions.signed_in')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('sessions.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ordered.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td className={classes.deviceCell}>
                  <Stack gap={4} align="flex-start">
                    <span>{device(session.userAgent)}</span>
                    {session.current ? (
                      <Badge
                        color="teal"
                        variant="light"
                        classNames={{ root: classes.noTruncate, label: classes.noTruncate }}
                      >
                        {t('sessions.this_device')}
                      </Badge>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>{session.ip ?? t('activity.unknown')}</Table.Td>
                <Table.Td>
                  <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt, i18n.language)}</time>
                </Table.Td>
                <Table.Td>
                  <time dateTime={session.createdAt}>{formatDateTime(session.createdAt, i18n.language)}</time>
                </Table.Td>
                <Table.Td>
                  {session.current ? null : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      loading={end.isPending && end.variables !== 'others' && end.variables.sessionId === session.id}
                      aria-label={t('sessions.end_one_label', { device: device(session.userAgent) })}
                      onClick={() => run({ sessionId: session.id }, t('sessions.ended_one'))}
                    >
                      {t('sessions.end_one')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {others.length > 0 ? (
        <Group>
          <Button
            variant="outline"
            color="red"
            loading={end.isPending && end.variables === 'others'}
            onClick={() => run('others', t('sessions.ended_others'))}
          >
            {t('sessions.end_others')}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{t('sessions.only_this')}</Text>
      )}
    </Stack>
  )
}

/** ASVS V7.5.2: where the account is signed in, and a way to end any other session. */
export function SessionsSection({ id }: { id: string }) {
  const { t } = useTranslation('settings')
  const query = useActiveSessions()
  return (
    <SettingsSection
      id={id}
      title={t('sessions.title')}
      description={t('sessions.description')}
      icon={<IconDevices size={22} />}
    >
      <QueryState query={query}>{(sessions) => <SessionsTable sessions={sessions} />}</QueryState>
    </SettingsSection>
  )
}
