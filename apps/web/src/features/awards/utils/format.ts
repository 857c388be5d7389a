/** A date as the reader's language writes it ("12 mar 2026"). */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso))
}

/** A period from one date to another, as the reader's language writes a range. */
export function formatPeriod(from: string, to: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).formatRange(new Date(from), new Date(to))
}
