/** "March 4, 2026" / "4 de marzo de 2026", in the interface language. */
export function formatDate(iso: string, language: string): string {
  const value = new Date(iso)
  if (Number.isNaN(value.getTime())) return iso
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(value)
}

/** A whole percentage as the language writes it: "85%" in English, "85 %" in Spanish. */
export function formatPercentage(percentage: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percentage / 100)
}
