import { Anchor, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCalendarPlus, IconCheck, IconPlayerPlay } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Webinar } from '@sentinela/shared/schemas/content'
import { readSession } from '../../../lib/session'
import { calendarUrl, useAttendWebinar } from '../api/attend-webinar'
import { SessionTimes } from './session-times'
import classes from './content.module.css'

/** One Sentinela Session: speaker, the three times, registration and calendar file, or its recording. */
export function WebinarCard({ webinar, past = false }: { webinar: Webinar; past?: boolean }) {
  const { t } = useTranslation('content')
  const attend = useAttendWebinar()
  const isTalent = readSession()?.role === 'talent'
  const onRegister = () =>
    attend.mutate(webinar.id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('sessions.registered_ok', { title: webinar.title }) }),
      onError: (error) =>
        notifications.show({ color: 'red', title: t('sessions.register_failed'), message: error.message }),
    })
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={`webinar-${webinar.id}`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`webinar-${webinar.id}`}>
          {webinar.title}
        </Title>
        {webinar.speaker ? <Text fw={500}>{t('sessions.speaker', { speaker: webinar.speaker })}</Text> : null}
        {webinar.startsAt ? <SessionTimes startsAt={webinar.startsAt} /> : null}
        <Text size="sm">{webinar.summary}</Text>
        <div className={classes.actions}>
          {past ? (
            webinar.recordingUrl ? (
              <Button
                component="a"
                href={webinar.recordingUrl}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
              >
                {t('sessions.recording')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('sessions.no_recording')}
              </Text>
            )
          ) : (
            <>
              {webinar.registered ? (
                <Badge color="teal" size="lg" leftSection={<IconCheck size={14} aria-hidden />}>
                  {t('sessions.registered')}
                </Badge>
              ) : isTalent ? (
                <Button onClick={onRegister} loading={attend.isPending}>
                  {t('sessions.register')}
                </Button>
              ) : null}
              <Button
                component="a"
                variant="light"
                href={calendarUrl(webinar.id)}
                download
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
              >
                {t('sessions.calendar')}
              </Button>
              {webinar.joinUrl ? (
                <Anchor href={webinar.joinUrl} target="_blank" rel="noopener noreferrer">
                  {t('sessions.join')}
                </Anchor>
              ) : null}
            </>
          )}
        </div>
      </Stack>
    </Paper>
  )
}
