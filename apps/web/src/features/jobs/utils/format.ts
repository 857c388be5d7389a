/** How a job's salary reads: a range, only a floor, only a ceiling. The words around the amounts are the catalog's. */
export type SalaryText =
  { kind: 'range'; range: string } | { kind: 'from'; amount: string } | { kind: 'up_to'; amount: string }

function currencyFormat(currency: string, language: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 })
  } catch {
    // A currency code the runtime does not know still shows, after the amount, rather than failing the page.
    return new Intl.NumberFormat(language, { maximumFractionDigits: 0 })
  }
}

function isKnownCurrency(currency: string): boolean {
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency })
    return true
  } catch {
    return false
  }
}

/**
 * A salary range with its currency, in the interface language: "$80,000–$120,000", "80.000–120.000 US$",
 * "R$ 8.000–R$ 12.000". Undefined when the job states no salary.
 */
export function formatSalary(
  salary: { salaryMin: number | null; salaryMax: number | null; salaryCurrency: string },
  language: string,
): SalaryText | undefined {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = salary
  const format = currencyFormat(currency, language)
  const suffix = isKnownCurrency(currency) ? '' : ` ${currency}`
  if (min !== null && max !== null) {
    const range = min === max ? format.format(min) : format.formatRange(min, max)
    return { kind: 'range', range: `${range}${suffix}` }
  }
  if (min !== null) return { kind: 'from', amount: `${format.format(min)}${suffix}` }
  if (max !== null) return { kind: 'up_to', amount: `${format.format(max)}${suffix}` }
  return undefined
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * How long ago (or how soon) a moment is, in the interface language: "3 days ago", "hace 2 semanas", "ontem".
 * Under a minute reads as "now". `now` is a parameter so tests are not at the mercy of the clock.
 */
export function formatRelative(iso: string, language: string, now: Date = new Date()): string {
  const time = new Date(iso).getTime()
  if (Number.isNaN(time)) return iso
  const seconds = Math.round((time - now.getTime()) / 1000)
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}

/** Reads a calendar date (YYYY-MM-DD) as noon UTC, so no time zone moves it to another day; timestamps as given. */
function parseDate(value: string): Date | undefined {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** "March 4, 2026" / "4 de marzo de 2026", in the interface language; the text as given when it is not a date. */
export function formatDate(value: string, language: string): string {
  const date = parseDate(value)
  if (!date) return value
  const isCalendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value)
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    ...(isCalendarDate ? { timeZone: 'UTC' } : {}),
  }).format(date)
}

function capitalize(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1)
}

/** A country's name (ISO 3166-1 alpha-2) in the interface language, as the runtime's CLDR data has it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** A language's name (ISO 639-1) in the interface language: "Portuguese", "Portugués", "Português". */
export function languageName(code: string, language: string): string {
  try {
    return capitalize(new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code, language)
  } catch {
    return code
  }
}

/** "Bogotá, Colombia"; only the parts that are there. */
export function formatLocation(city: string | null, country: string | null, language: string): string | undefined {
  const parts = [city?.trim(), country ? countryName(country, language) : undefined].filter(
    (part): part is string => !!part,
  )
  return parts.length > 0 ? parts.join(', ') : undefined
}
