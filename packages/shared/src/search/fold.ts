/**
 * Text as searches compare it: lower case, without accents or other diacritics ("Perú", "PERU" and "peru" are the
 * same; "São Paulo" is "sao paulo"). Pickers filter with it and search documents are matched with it, so what a person
 * types on a keyboard without accents finds what was written with them, and the other way round.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The words of a text, folded: letters and digits, anything else separates them. */
export function foldedWords(text: string): string[] {
  return foldText(text.normalize('NFKC'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}
