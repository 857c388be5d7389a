/**
 * A small full-text index for reference texts kept in memory (the NICE statements: 2,148 short texts per language).
 * Accent- and case-insensitive, by word prefix, with a light stemmer that serves English, Spanish and Portuguese at
 * once: "incidentes" finds "incident" and "incidente", "criptografia" finds "criptografía" and "criptográficos".
 */

/** Lower case without accents or cedillas: "Criptografía", "CRIPTOGRAFIA" and "criptografia" read the same. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** The words of a text, folded. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

/**
 * Words that carry no meaning in a search, in the three languages (folded). Kept short on purpose: "it" (IT) and
 * "no" stay out, and two-letter acronyms (AI, IA, IP) are words.
 */
const STOP_WORDS = new Set(
  [
    'a an and as at by for from in of on or the to with', // English
    'al con de del el en la las los o para por su sus un una y', // Spanish
    'ao aos com da das do dos e em na nas nos ou pela pelo um uma', // Portuguese
  ]
    .join(' ')
    .split(' '),
)

/** A stem shorter than this matches too much ("red" would find "redundancy"); shorter words are kept whole. */
const MIN_STEM_LENGTH = 4
/**
 * Endings removed before prefix matching, longest first: plurals and the -ción/-ção/-tion family, so the three
 * languages' forms of a word meet ("configuraciones", "configurações" → "configura…").
 */
const ENDINGS = ['iones', 'coes', 'soes', 'ions', 'cao', 'sao', 'ion', 'ies', 'es', 's']

/**
 * The stem a search term matches by prefix: one ending from ENDINGS, then one final vowel, never below
 * MIN_STEM_LENGTH. "respuesta" → "respuest", "incidentes" → "incident", "vulnerabilities" → "vulnerabilit".
 */
export function stemOf(word: string): string {
  let stem = word
  const ending = ENDINGS.find(
    (candidate) => stem.endsWith(candidate) && stem.length - candidate.length >= MIN_STEM_LENGTH,
  )
  if (ending) stem = stem.slice(0, -ending.length)
  if (/[aeiouy]$/.test(stem) && stem.length - 1 >= MIN_STEM_LENGTH) stem = stem.slice(0, -1)
  return stem
}

/** Terms a search may hold at most; the rest of a pasted paragraph is ignored. */
const MAX_TERMS = 8

/**
 * What a person typed as search terms: folded words, stop words dropped (unless nothing else is left: "de" is
 * still a prefix being typed), each once.
 */
export function searchTermsOf(text: string): string[] {
  const words = [...new Set(wordsOf(text))]
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TERMS)
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
    this.sequences = texts.map((text) => wordsOf(text).filter((word) => !STOP_WORDS.has(word)))
    texts.forEach((text, document) => {
      for (const word of new Set(wordsOf(text))) {
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
      const stem = stemOf(term)
      const found = new Map<number, number>()
      for (const word of this.wordsStartingWith(stem)) {
        const points = word === term || stemOf(word) === stem ? WHOLE_WORD_SCORE : PREFIX_SCORE
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
    const stems = terms.map(stemOf)
    for (let start = 0; start + stems.length <= sequence.length; start++) {
      if (stems.every((stem, offset) => sequence[start + offset]!.startsWith(stem))) return true
    }
    return false
  }
}
