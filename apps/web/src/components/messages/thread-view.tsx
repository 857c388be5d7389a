import { Alert, Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import { IconAlertCircle, IconLock, IconSend } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MESSAGE_BODY_MAX, type Thread } from '@sentinela/shared/schemas/messages'
import { ApiError } from '../../lib/api-client'
import { getCurrentLanguage } from '../../lib/i18n'
import { notifySuccess } from '../../lib/notify'
import { isPlanRefusal } from '../../lib/plan'
import { useMarkThreadRead, useSendMessage } from '../../lib/message-threads'
import { PlanUpgradeAlert } from '../ui/plan-upgrade-alert'
import classes from './thread-view.module.css'

export interface ThreadViewProps {
  thread: Thread
  /** Which party reads it: the talent, or a user of the company. */
  side: 'talent' | 'company'
  /** The heading level inside the page or dialog holding it; 0 leaves the heading out (a dialog's title says it). */
  headingOrder?: 0 | 2 | 3
}

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(getCurrentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/**
 * One conversation between a company and a talent (#20): its messages, oldest first, and the answer box. Opening it
 * marks it read for the reader's side. Shared by the talent's connections and the company's screens.
 */
export function ThreadView({ thread, side, headingOrder = 2 }: ThreadViewProps) {
  const { t } = useTranslation(['messages', 'validation'])
  const markRead = useMarkThreadRead()
  const send = useSendMessage()
  const [body, setBody] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const partner = side === 'talent' ? thread.company.name : `${thread.talent.firstName} ${thread.talent.lastName}`

  const { mutate: markAsRead } = markRead
  useEffect(() => {
    if (thread.unread > 0) markAsRead(thread.id)
  }, [thread.id, thread.unread, markAsRead])

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const text = body.trim()
    if (text === '') return setFieldError(t('validation:required'))
    if (text.length > MESSAGE_BODY_MAX) return setFieldError(t('validation:too_long', { maximum: MESSAGE_BODY_MAX }))
    setFieldError(undefined)
    send.mutate(
      { threadId: thread.id, body: text },
      {
        onSuccess: () => {
          setBody('')
          notifySuccess(t('thread.sent'))
        },
        onError: (error) => {
          const issue = error instanceof ApiError ? error.errors.find((item) => item.path === 'body') : undefined
          if (issue) setFieldError(issue.message)
        },
      },
    )
  }

  const headingId = `thread-${thread.id}-heading`
  return (
    <Stack gap="md" aria-labelledby={headingOrder ? headingId : undefined} component="section">
      {headingOrder ? (
        <Title order={headingOrder} size="h4" id={headingId}>
          {t('thread.title', { name: partner })}
        </Title>
      ) : null}
      {thread.blocked ? (
        <Alert color="gray" icon={<IconLock aria-hidden />} role="status">
          {side === 'talent' ? t('thread.blocked_talent') : t('thread.blocked_company')}
        </Alert>
      ) : null}
      {thread.hasOlder ? (
        <Text size="sm" c="dimmed">
          {t('thread.older')}
        </Text>
      ) : null}
      {thread.messages.length === 0 ? (
        <Text c="dimmed">{t('thread.empty')}</Text>
      ) : (
        // WCAG 2.1.1: the list scrolls on its own, so it is reachable with the keyboard, and says what it holds.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <ol className={classes.messages} aria-label={t('thread.messages_label')} tabIndex={0}>
          {thread.messages.map((message) => (
            <li key={message.id} className={`${classes.message} ${message.mine ? classes.mine : ''}`}>
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Text size="sm" fw={700}>
                  {message.mine ? t('thread.you') : message.senderName}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
                  {formatWhen(message.createdAt)}
                </Text>
              </Group>
              {message.kind !== 'message' || message.position ? (
                <Group gap="xs" mt={4}>
                  {message.kind !== 'message' ? (
                    <Badge size="sm" variant="light">
                      {t(`thread.kind.${message.kind}`)}
                    </Badge>
                  ) : null}
                  {message.position ? (
                    <Text size="xs" c="dimmed">
                      {t('thread.about_job', { title: message.position.jobTitle })}
                    </Text>
                  ) : null}
                </Group>
              ) : null}
              <Text mt={4} className={classes.body}>
                {message.body}
              </Text>
            </li>
          ))}
        </ol>
      )}
      {thread.canWrite ? (
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="sm">
            <Textarea
              label={t('thread.reply_label')}
              description={t('thread.reply_help', { max: MESSAGE_BODY_MAX, name: partner })}
              autosize
              minRows={3}
              maxRows={10}
              value={body}
              error={fieldError}
              onChange={(event) => {
                setBody(event.currentTarget.value)
                if (fieldError) setFieldError(undefined)
              }}
            />
            {isPlanRefusal(send.error) ? (
              <PlanUpgradeAlert message={send.error.message} />
            ) : send.error && !fieldError ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('thread.send_failed')} role="alert">
                {send.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />}>
                {t('thread.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  )
}
