import { useTranslation } from 'react-i18next'
import { WEBINAR_TIME_ZONES } from '@sentinela/shared/schemas/content'
import { formatInZone } from '@sentinela/shared/time-zones'
import { useLanguage } from '../../../hooks/use-language'
import classes from './content.module.css'

/** The viewer's own time zone, as the browser knows it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** §9: a session's time in Pacific (California) and Eastern (New York) time, and in the viewer's own zone. */
export function SessionTimes({ startsAt }: { startsAt: string }) {
  const { t } = useTranslation('content')
  const language = useLanguage()
  const own = viewerTimeZone()
  const [pacific, eastern] = WEBINAR_TIME_ZONES
  const rows = [
    { key: 'pacific', label: t('sessions.pacific'), zone: pacific },
    { key: 'eastern', label: t('sessions.eastern'), zone: eastern },
    { key: 'yours', label: t('sessions.yours', { zone: own }), zone: own },
  ]
  return (
    <dl className={classes.times} aria-label={t('sessions.times')}>
      {rows.map((row) => (
        <div key={row.key} data-zone={row.key}>
          <dt>{row.label}</dt>
          <dd>{formatInZone(startsAt, row.zone, language)}</dd>
        </div>
      ))}
    </dl>
  )
}
