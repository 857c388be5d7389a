/** "Lucía Hernández". */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim()
}

/** "LH" for Lucía Hernández: the avatar when there is no photo. */
export function initialsOf(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toLocaleUpperCase()
}

/** A whole percentage as the language writes it: "85%" in English, "85 %" in Spanish and Portuguese. */
export function formatPercentage(percentage: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percentage / 100)
}

/** A percentage for a bar or a ring: never below 0 or above 100, whatever the data says. */
export function clampPercentage(value: number): number {
  return Math.min(100, Math.max(0, value))
}

/** A country code ("MX") by its name in the interface language ("Mexico", "México"); the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** "Bogotá, Colombia"; only the parts that are there. */
export function formatLocation(city: string | null, country: string | null, language: string): string {
  return [city?.trim(), country ? countryName(country, language) : null]
    .filter((part): part is string => !!part)
    .join(', ')
}

/** Reads a calendar date (YYYY-MM-DD) as noon UTC, so no time zone moves it to another day. */
function parseDate(value: string): Date | undefined {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** "Mar 2024" / "mar 2024": a month and year in the interface language; the text as given when it is not a date. */
export function formatMonth(value: string, language: string): string {
  const date = parseDate(value)
  if (!date) return value
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
}
