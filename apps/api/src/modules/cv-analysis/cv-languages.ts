import { LANGUAGE_LEVEL_WORDS, LANGUAGE_NAMES, type LanguageLevel } from '@sentinela/shared/cv/lexicon'
import { LANGUAGE_CODES } from '@sentinela/shared/master-data/languages'
import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { escape, fold, type RawLine } from './cv-lines'

// Languages: those the talent speaks, with the level written beside each, and the one the CV is written in.

const LANGUAGE_NAME_PATTERN = new RegExp(
  `(?<![\\p{L}])(${Object.keys(LANGUAGE_NAMES)
    .map((name) => escape(fold(name)))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}])`,
  'u',
)
const LEVELS = [...LANGUAGE_LEVEL_WORDS].sort((a, b) => b[0].length - a[0].length)

function levelIn(text: string): LanguageLevel | undefined {
  for (const [word, level] of LEVELS) {
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u').test(text)) return level
  }
  return undefined
}

/** The languages section's languages with a level, each once. */
export function findLanguages(lines: RawLine[]): CvSuggestions['languages'] {
  const found = new Map<string, LanguageLevel>()
  const known = new Set<string>(LANGUAGE_CODES)
  const section = lines.filter((line) => line.section === 'languages')
  for (let index = 0; index < section.length; index += 1) {
    const folded = fold(section[index]!.text)
    // "English (C1) · Spanish: native": each language with the level written after it.
    const pieces = folded.split(/[;•·|]|,(?![^()]*\))/)
    for (let piece = 0; piece < pieces.length; piece += 1) {
      const match = LANGUAGE_NAME_PATTERN.exec(pieces[piece]!)
      if (!match) continue
      const code =
        LANGUAGE_NAMES[match[1]!] ??
        LANGUAGE_NAMES[Object.keys(LANGUAGE_NAMES).find((name) => fold(name) === match[1])!]
      if (!code || !known.has(code) || found.has(code)) continue
      const after = pieces[piece]!.slice(match.index + match[0].length)
      const nextLine = section[index + 1] ? fold(section[index + 1]!.text) : ''
      const level = levelIn(after) ?? (LANGUAGE_NAME_PATTERN.test(nextLine) ? undefined : levelIn(nextLine))
      if (level) found.set(code, level)
    }
  }
  return [...found.entries()].map(([language, level]) => ({
    language: language as CvSuggestions['languages'][number]['language'],
    level,
  }))
}

/** The CV's language by its most frequent small words (for the statements' full-text configuration). */
export function detectLanguage(text: string): 'en' | 'es' | 'pt' {
  const words = fold(text).split(/[^a-z]+/)
  const count = (list: string[]) => words.filter((word) => list.includes(word)).length
  const scores = {
    en: count(['the', 'and', 'of', 'with', 'for', 'in', 'to', 'experience', 'skills']),
    es: count(['el', 'la', 'los', 'las', 'y', 'con', 'para', 'del', 'experiencia', 'habilidades']),
    pt: count(['o', 'os', 'as', 'e', 'com', 'do', 'da', 'dos', 'em', 'experiencia', 'nao', 'atual']),
  }
  return (Object.entries(scores).sort((a, b) => b[1] - a[1])[0]![0] as 'en' | 'es' | 'pt') ?? 'en'
}
