import { foldedWords } from '@sentinela/shared/search/fold'
import { searchStem } from '@sentinela/shared/search/query'
import { STOP_WORDS } from '@sentinela/shared/search/stop-words'
import { SEARCH_ABBREVIATIONS } from '@sentinela/shared/search/synonyms'

/**
 * A small full-text index for reference texts kept in memory (the NICE statements: 2,148 short texts per language).
 * It reads words as the database searches do (decision 005): folded (no accents, lower case), stop words of the three
 * languages dropped from the query, each word matched by the start of its stem ("incidentes" finds "incident" and
 * "incidente", "criptografia" finds "criptografía" and "criptográficos"), the trade's short forms as themselves.
 */

/** Terms a search may hold at most; the rest of a pasted paragraph is ignored. */
const MAX_TERMS = 8

/**
 * What a person typed as search terms: folded words, stop words dropped (unless nothing else is left: "de" may be
 * the start of a word being typed), each once.
 */
export function searchTermsOf(text: string): string[] {
  const words = [...new Set(foldedWords(text))]
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TERMS)
}

/** A term matches the words that start with its stem; a short form of the trade ("soc", "ir") only itself. */
function matchOf(term: string) {
  return SEARCH_ABBREVIATIONS.has(term) ? { prefix: term, exact: true } : { prefix: searchStem(term), exact: false }
}

/** Points a document earns per term: the word itself (or its stem) beats a longer word it starts. */
const WHOLE_WORD_SCORE = 2
const PREFIX_SCORE = 1
/** Points for holding every term side by side, in order ("respuesta a incidentes" as typed). */
const PHRASE_SCORE = 3

/**
 * An inverted index over a fixed list of texts: every distinct word, sorted, with the documents it occurs in. A term
 * finds the words it starts by binary search, so a search costs a few lookups, not a scan of every text.
 */
export class PrefixIndex {
  /** Distinct words, sorted: the words a prefix starts are one contiguous run. */
  private readonly words: string[]
  private readonly postings = new Map<string, number[]>()
  /** Each document's meaningful words in order, for the phrase bonus. */
  private readonly sequences: string[][]

  constructor(texts: readonly string[]) {
    this.sequences = texts.map((text) => foldedWords(text).filter((word) => !STOP_WORDS.has(word)))
    texts.forEach((text, document) => {
      for (const word of new Set(foldedWords(text))) {
        const list = this.postings.get(word)
        if (list) list.push(document)
        else this.postings.set(word, [document])
      }
    })
    this.words = [...this.postings.keys()].sort()
  }

  /** Documents holding every term (each as the start of some word), with a score: higher is a better match. */
  search(terms: readonly string[]): Map<number, number> {
    if (terms.length === 0) return new Map()
    let scores: Map<number, number> | undefined
    for (const term of terms) {
      const { prefix, exact } = matchOf(term)
      const found = new Map<number, number>()
      for (const word of this.wordsStartingWith(prefix)) {
        if (exact && word !== term) continue
        const points = word === term || searchStem(word) === prefix ? WHOLE_WORD_SCORE : PREFIX_SCORE
        for (const document of this.postings.get(word)!) {
          if ((found.get(document) ?? 0) < points) found.set(document, points)
        }
      }
      const next = new Map<number, number>()
      for (const [document, points] of found) {
        if (!scores) next.set(document, points)
        else if (scores.has(document)) next.set(document, scores.get(document)! + points)
      }
      scores = next
      if (scores.size === 0) return scores
    }
    if (terms.length > 1) {
      for (const [document, score] of scores!) {
        if (this.holdsPhrase(document, terms)) scores!.set(document, score + PHRASE_SCORE)
      }
    }
    return scores!
  }

  private *wordsStartingWith(prefix: string) {
    let low = 0
    let high = this.words.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.words[middle]! < prefix) low = middle + 1
      else high = middle
    }
    for (let index = low; index < this.words.length && this.words[index]!.startsWith(prefix); index++) {
      yield this.words[index]!
    }
  }

  private holdsPhrase(document: number, terms: readonly string[]) {
    const sequence = this.sequences[document]!
    const prefixes = terms.map((term) => matchOf(term).prefix)
    for (let start = 0; start + prefixes.length <= sequence.length; start++) {
      if (prefixes.every((prefix, offset) => sequence[start + offset]!.startsWith(prefix))) return true
    }
    return false
  }
}
