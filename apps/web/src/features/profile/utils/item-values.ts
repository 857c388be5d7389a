/** Text a person left empty is stored as null (§3 optional fields). */
export const textOrNull = (value: string) => (value.trim() === '' ? null : value)

/** A required value left empty is absent, so the schema reports it as missing. */
export const textOrAbsent = (value: string) => (value.trim() === '' ? undefined : value)

/** A form shows null as empty text. */
export const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** A select's value back to a numeric option code (§3), or null when none is chosen. */
export const codeOrNull = (value: string) => (value === '' ? null : Number(value))
