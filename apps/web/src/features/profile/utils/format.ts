import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** Reads a calendar date (YYYY-MM-DD) as noon UTC, so no time zone moves it to another day. */
function parseDate(date: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined
  const value = new Date(`${date}T12:00:00Z`)
  return Number.isNaN(value.getTime()) ? undefined : value
}

/** "Mar 2024" / "mar 2024", in the interface language; the text as given when it is not a date. */
export function formatMonthYear(date: string, language: string): string {
  const value = parseDate(date)
  if (!value) return date
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(value)
}

/** "March 4, 2024" / "4 de marzo de 2024", in the interface language. */
export function formatLongDate(date: string, language: string): string {
  const value = parseDate(date)
  if (!value) return date
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(value)
}

/** Joins the parts that are there: ["Mexico City", null, "Mexico"] → "Mexico City, Mexico". */
export function joinPresent(parts: readonly (string | null | undefined)[], separator = ', '): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(separator)
}

/** A web address as a person would read it: without the scheme and the trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '')
}

/** A stored phone number (E.164, "+525512345678") as people write it: "+52 55 1234 5678". */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
}

/** True when a calendar date (YYYY-MM-DD) is before today. */
export function isPast(date: string, today = new Date().toISOString().slice(0, 10)): boolean {
  return date < today
}
