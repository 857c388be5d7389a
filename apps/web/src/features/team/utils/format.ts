/** "March 4, 2026" / "4 de marzo de 2026", in the interface language; the text as given when it is not a date. */
export function formatDate(iso: string, language: string): string {
  const value = new Date(iso)
  if (Number.isNaN(value.getTime())) return iso
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(value)
}

/** A whole percentage as the language writes it: "85%" in English, "85 %" in Spanish. */
export function formatPercentage(percentage: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percentage / 100)
}

/** A country code ("MX") by its name in the interface language ("Mexico", "México"); the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** Joins the parts that are there: ["Bogotá", null, "Colombia"] → "Bogotá, Colombia". */
export function joinPresent(parts: readonly (string | null | undefined)[], separator = ', '): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(separator)
}
