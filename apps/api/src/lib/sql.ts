/** Rows of a raw `db.execute` result; both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/**
 * Turns what a person typed into a prefix full-text query: each word must match the start of a word
 * ("encrypt algo" → `encrypt:* & algo:*`). Anything but letters and digits is dropped, so the input can never
 * form tsquery syntax. Returns undefined when no word is left.
 */
export function toPrefixTsQuery(text: string): string | undefined {
  const words = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
  return words.length === 0 ? undefined : words.map((word) => `${word}:*`).join(' & ')
}
