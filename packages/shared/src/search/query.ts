import { foldedWords } from './fold'
import { STOP_WORDS } from './stop-words'
import { SEARCH_ABBREVIATIONS } from './synonyms'

const MAX_WORDS = 8
/** A stem shorter than this would match almost anything: the word is searched by its start as typed. */
const MIN_STEM_LENGTH = 4

/**
 * The start a searched word is matched by, so a search finds the word's singular, plural and gender forms in English,
 * Spanish and Portuguese: "incidentes" → "incident" (incident, incidents, incidente), "analistas" → "analist"
 * (analista, analistas), "operações" → "operac" (operação), "testing" → "test", "vulnerabilities" → "vulnerabilit".
 * Only endings are cut, so the stem is always the start of the word, and a document word is matched by its start:
 * nothing is stemmed when documents are stored. Lighter than a language's stemmer on purpose: Snowball cuts
 * "analista" to "anal", which would match "análisis".
 */
export function searchStem(word: string): string {
  let stem = word
  const cut = (ending: RegExp, keep = '') => {
    const next = stem.replace(ending, keep)
    if (next !== stem && next.length >= MIN_STEM_LENGTH) {
      stem = next
      return true
    }
    return false
  }
  // Plurals: "vulnerabilities", "operações", "operaciones", "processes", "incidentes", "analysts".
  if (!cut(/ies$/) && !cut(/oes$/) && !cut(/(?<=[nrldzjx]|ss|sh|ch)es$/) && !/(ss|is|us)$/.test(stem)) cut(/s$/)
  // Endings of the singular: "operação", "analista", "incidente", "testing", "tester", "managed".
  if (!cut(/ao$/) && !cut(/[aoe]$/) && !cut(/ing$/) && !cut(/er$/)) cut(/ed$/)
  return stem
}

/**
 * What a person typed, as the operands of a full-text query over documents stored with the `sentinela` configuration
 * (lower case, no accents; decision 005), every one required: a word's stem as a prefix (`incident:*`), a short form
 * of the trade as itself (`soc`, not every word starting with "soc"). Stop words of the three languages are dropped.
 * Only letters and digits reach an operand, so the input can never form tsquery syntax. Empty when no word is left.
 */
export function searchQueryOperands(text: string): string[] {
  const words = [...new Set(foldedWords(text))].filter((word) => !STOP_WORDS.has(word)).slice(0, MAX_WORDS)
  return words.map((word) => (SEARCH_ABBREVIATIONS.has(word) ? word : `${searchStem(word)}:*`))
}
