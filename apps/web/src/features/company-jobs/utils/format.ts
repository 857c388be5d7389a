/** Reads a calendar date (YYYY-MM-DD) as noon UTC, so no time zone moves it to another day. */
function parseDay(date: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined
  const value = new Date(`${date}T12:00:00Z`)
  return Number.isNaN(value.getTime()) ? undefined : value
}

/** "Mar 4, 2026" / "4 mar 2026": a calendar date or a moment, in the interface language. */
export function formatDate(date: string, language: string): string {
  const day = parseDay(date.slice(0, 10))
  const moment = date.length > 10 ? new Date(date) : day
  if (!moment || Number.isNaN(moment.getTime())) return date
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(date.length > 10 ? {} : { timeZone: 'UTC' }),
  }).format(moment)
}

/** "Mar 4, 2026, 3:05 PM": when something happened, in the person's time zone. */
export function formatDateTime(moment: string, language: string): string {
  const value = new Date(moment)
  if (Number.isNaN(value.getTime())) return moment
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(value)
}

/** "35%" / "35 %": a whole percentage the way the language writes it. */
export function formatPercent(percentage: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percentage / 100)
}

/** "USD 60,000 – 80,000", "from USD 60,000", "up to USD 80,000"; undefined when no salary is stated. */
export function formatSalaryRange(
  range: { salaryMin: number | null; salaryMax: number | null; salaryCurrency: string },
  language: string,
  words: { from: (amount: string) => string; upTo: (amount: string) => string },
): string | undefined {
  const money = (amount: number) => {
    try {
      return new Intl.NumberFormat(language, {
        style: 'currency',
        currency: range.salaryCurrency,
        maximumFractionDigits: 0,
      }).format(amount)
    } catch {
      return `${range.salaryCurrency} ${amount}`
    }
  }
  if (range.salaryMin !== null && range.salaryMax !== null)
    return `${money(range.salaryMin)} – ${money(range.salaryMax)}`
  if (range.salaryMin !== null) return words.from(money(range.salaryMin))
  if (range.salaryMax !== null) return words.upTo(money(range.salaryMax))
  return undefined
}

/** Joins the parts that are there: ["Bogotá", null, "Colombia"] → "Bogotá, Colombia". */
export function joinPresent(parts: readonly (string | null | undefined)[], separator = ', '): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(separator)
}

/** A country's name from its ISO code, in the interface language; the code when the browser cannot name it. */
export function countryName(code: string | null, language: string): string | undefined {
  if (!code) return undefined
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Initials for an avatar without a photo: "Tess Tester" → "TT". */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase()
}

/**
 * A job's expiration date once published under a plan (#16): its own, or `days` from today (UTC, as the API counts)
 * when that is earlier. Without the plan's duration at hand, its own.
 */
export function latestOf(expirationDate: string, days: number | undefined): string {
  if (days === undefined) return expirationDate
  const latest = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  return expirationDate > latest ? latest : expirationDate
}
