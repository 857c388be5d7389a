import { Table, Text } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSecurityEvents, type SecurityEvent } from '../api/get-security-events'
import { describeUserAgent } from '../utils/describe-user-agent'
import { formatDateTime, toSecurityEventName } from '../utils/security-events'
import { QueryState } from './query-state'
import { SettingsSection } from './settings-section'
import classes from './settings.module.css'

const REGION_ROLE = 'region'

function SecurityEvents({ events }: { events: SecurityEvent[] }) {
  const { t, i18n } = useTranslation('settings')
  if (events.length === 0) return <Text size="sm">{t('activity.empty')}</Text>
  const captionId = 'security-activity-caption'
  const device = (userAgent: string | null) => {
    const summary = describeUserAgent(userAgent)
    if (summary) return t('activity.device_summary', { browser: summary.browser, system: summary.system })
    return userAgent ?? t('activity.unknown')
  }
  return (
    // Narrow screens scroll the table sideways; the scrolling box is focusable so keyboards can scroll it too.
    <div className={classes.tableScroll} role={REGION_ROLE} aria-labelledby={captionId} tabIndex={0}>
      <Table verticalSpacing="sm" highlightOnHover>
        <caption id={captionId} className={classes.caption}>
          {t('activity.caption')}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('activity.event')}</Table.Th>
            <Table.Th scope="col">{t('activity.when')}</Table.Th>
            <Table.Th scope="col">{t('activity.ip')}</Table.Th>
            <Table.Th scope="col">{t('activity.device')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event, index) => (
            <Table.Tr key={`${event.createdAt}-${index}`}>
              <Table.Td fw={600}>{t(`activity.events.${toSecurityEventName(event.event)}`)}</Table.Td>
              <Table.Td>
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, i18n.language)}</time>
              </Table.Td>
              <Table.Td>{event.ip ?? t('activity.unknown')}</Table.Td>
              <Table.Td className={classes.deviceCell}>{device(event.userAgent)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}

/** The account's recent security events, with names and dates in the person's language. */
export function SecurityActivitySection({ id }: { id: string }) {
  const { t } = useTranslation('settings')
  const query = useSecurityEvents()
  return (
    <SettingsSection
      id={id}
      title={t('activity.title')}
      description={t('activity.description')}
      icon={<IconHistory size={22} />}
    >
      <QueryState query={query}>{(events) => <SecurityEvents events={events} />}</QueryState>
    </SettingsSection>
  )
}
