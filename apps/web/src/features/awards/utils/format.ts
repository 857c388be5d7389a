/** A period from one date to another, as the reader's language writes a range. */
export function formatPeriod(from: string, to: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).formatRange(new Date(from), new Date(to))
}
