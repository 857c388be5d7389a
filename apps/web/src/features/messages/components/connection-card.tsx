import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconLock, IconLockOpen, IconMessages } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Connection } from '@sentinela/shared/schemas/messages'
import classes from './messages.module.css'

/** One company of the talent's connections: why it is there, its jobs, the conversation's news, block or unblock. */
export function ConnectionCard({
  connection,
  isSelected,
  onOpen,
  onBlock,
  onUnblock,
}: {
  connection: Connection
  isSelected: boolean
  onOpen: () => void
  onBlock: () => void
  onUnblock: () => void
}) {
  const { t } = useTranslation('messages')
  const { company, thread } = connection
  return (
    <Paper withBorder radius="md" p="md" className={classes.item} data-selected={isSelected || undefined}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={company.logoUrl} alt="" radius="sm">
            {company.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700}>{company.name}</Text>
            <Group gap={6}>
              {connection.reasons.map((reason) => (
                <Badge key={reason} size="sm" variant="light">
                  {t(`connections.reason.${reason}`)}
                </Badge>
              ))}
              {connection.blocked ? (
                <Badge size="sm" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                  {t('connections.blocked')}
                </Badge>
              ) : null}
              {thread && thread.unread > 0 ? (
                <Badge size="sm" color="red">
                  {t('connections.unread', { count: thread.unread })}
                </Badge>
              ) : null}
            </Group>
          </div>
        </Group>
        {connection.positions.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('connections.jobs', { titles: connection.positions.map((position) => position.jobTitle).join(', ') })}
          </Text>
        ) : null}
        <Text size="sm" className={classes.preview}>
          {thread?.lastMessage ?? t('connections.no_messages')}
        </Text>
        <Group gap="xs">
          {thread ? (
            <Button
              size="xs"
              variant={isSelected ? 'filled' : 'light'}
              leftSection={<IconMessages size={16} aria-hidden />}
              onClick={onOpen}
              aria-pressed={isSelected}
              aria-label={t('connections.open', { company: company.name })}
            >
              {t('connections.open_short')}
            </Button>
          ) : null}
          {connection.blocked ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconLockOpen size={16} aria-hidden />}
              onClick={onUnblock}
            >
              {t('connections.unblock', { company: company.name })}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              color="red.8"
              leftSection={<IconLock size={16} aria-hidden />}
              onClick={onBlock}
            >
              {t('connections.block', { company: company.name })}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
