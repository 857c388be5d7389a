import { Anchor, Text, ThemeIcon } from '@mantine/core'
import { IconBook, IconMail, IconSend, IconShieldLock } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  SECURITY_ACTIVITY_EVENTS,
  type ActivityEvent,
  type SecurityActivityEvent,
} from '@sentinela/shared/schemas/portfolio'
import { useLanguage } from '../../../hooks/use-language'
import classes from './portfolio.module.css'

type Group = 'application' | 'training' | 'message' | 'security'

function groupOf(type: ActivityEvent['type']): Group {
  if (type === 'application_status') return 'application'
  if (type.startsWith('training_')) return 'training'
  if (type.startsWith('message_')) return 'message'
  return 'security'
}

const ICONS: Record<Group, typeof IconSend> = {
  application: IconSend,
  training: IconBook,
  message: IconMail,
  security: IconShieldLock,
}
const COLORS: Record<Group, string> = { application: 'navy', training: 'teal', message: 'grape', security: 'gray' }

/** One event in words written to the talent (never built from pieces: each case has its own sentence). */
export function describeEvent(event: ActivityEvent, t: TFunction<['portfolio', 'options']>): string {
  const job = event.jobTitle ?? ''
  const company = event.companyName ?? ''
  switch (event.type) {
    case 'application_status':
      if (event.fromStatus === null && event.toStatus === 0) return t('activity.contacted', { company, job })
      if (event.toStatus === 1 && event.byTalent) return t('activity.applied', { company, job })
      return t('activity.status_changed', {
        company,
        job,
        status: t(`options:communication_status_talent.${event.toStatus ?? 0}`),
      })
    case 'training_saved':
    case 'training_started':
    case 'training_completed':
      return t(`activity.${event.type}`, { title: event.trainingTitle ?? '' })
    case 'message_received':
    case 'message_sent':
      return t(`activity.${event.type}`, { company })
    case 'security': {
      const known = (SECURITY_ACTIVITY_EVENTS as readonly string[]).includes(event.securityEvent ?? '')
      return known
        ? t(`activity.security.${event.securityEvent as SecurityActivityEvent}`)
        : t('activity.security.other')
    }
  }
}

/** The timeline: newest first, each event with what kind it is, its words, and when. */
export function ActivityTimeline({
  events,
  jobPath,
}: {
  events: readonly ActivityEvent[]
  jobPath: (id: number) => string
}) {
  const { t } = useTranslation(['portfolio', 'options'])
  const language = useLanguage()
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <ol className={classes.timeline} aria-label={t('activity.list_label')}>
      {events.map((event) => {
        const group = groupOf(event.type)
        const Icon = ICONS[group]
        const words = describeEvent(event, t)
        return (
          <li key={event.id} className={classes.event}>
            <ThemeIcon variant="light" color={COLORS[group]} size={36} radius="xl" aria-hidden>
              <Icon size={18} />
            </ThemeIcon>
            <div className={classes.eventText}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t(`activity.group.${group}`)}
              </Text>
              <Text fw={500}>
                {event.positionId !== null && group === 'application' ? (
                  <Anchor component={Link} to={jobPath(event.positionId)} inherit>
                    {words}
                  </Anchor>
                ) : (
                  words
                )}
              </Text>
              {event.excerpt ? (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {event.excerpt}
                </Text>
              ) : null}
              <Text size="sm" c="dimmed">
                <time dateTime={event.occurredAt}>{format.format(new Date(event.occurredAt))}</time>
              </Text>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
