/**
 * §9: webinar times in Pacific (California) and Eastern (New York) time and in the viewer's own zone. The zone's rules
 * come from the runtime's time-zone data (Intl), so daylight-saving changes are applied on the right dates.
 */
export interface ZonedTime {
  /** YYYY-MM-DD in that zone. */
  date: string
  /** HH:mm, 24-hour, in that zone. */
  time: string
  /** The zone's short name at that instant (PST/PDT, EST/EDT, or GMT±h where no name exists). */
  zoneName: string
}

export function zonedTime(instant: Date | string, timeZone: string): ZonedTime {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    zoneName: parts.timeZoneName ?? timeZone,
  }
}

/** A date and time for people, in their language and the given zone, with the zone's name. */
export function formatInZone(instant: Date | string, timeZone: string, locale: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date)
}
