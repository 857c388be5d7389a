import { SUPPORTED_LANGUAGES, type Language } from '@sentinela/shared/i18n/languages'
import { foldedWords } from '@sentinela/shared/search/fold'
import { searchStem } from '@sentinela/shared/search/query'
import { STOP_WORDS } from '@sentinela/shared/search/stop-words'
import type { FrameworkService } from '../framework/framework.service'

/**
 * The words of a text that say something, as comparable keys: folded (case and accents out), the three languages'
 * stop words out, each cut to its search stem so singular and plural, masculine and feminine meet ("amenazas" and
 * "amenaza", "analistas" and "analista").
 */
export function keyWords(text: string): string[] {
  return foldedWords(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(searchStem)
}

/** Whether two stems name the same word: equal, or one the start of the other when both are long enough. */
export function sameWord(a: string, b: string) {
  if (a === b) return true
  if (a.length < 5 || b.length < 5) return false
  return a.startsWith(b) || b.startsWith(a)
}

const ROLE_CODE = /\b([A-Z]{2}-WRL-\d{3})\b/i

/**
 * The NICE work role a free text names, in any of the three languages: a role code ("PD-WRL-006"), or a role's name
 * as a run of words ("what should I learn for Threat Analysis?", "¿qué aprendo para análisis de amenazas?", "análise
 * de ameaças"), with or without the abbreviation in its brackets, or that abbreviation alone ("COMSEC"). The longest name found wins, so "Insider Threat
 * Analysis" is not read as "Threat Analysis". Undefined when the text names none.
 */
export async function findRoleInText(framework: FrameworkService, text: string): Promise<string | undefined> {
  const code = ROLE_CODE.exec(text)?.[1]?.toUpperCase()
  if (code && (await framework.findWorkRole('en', code))) return code
  const words = keyWords(text)
  if (words.length === 0) return undefined
  let best: { code: string; length: number } | undefined
  for (const language of SUPPORTED_LANGUAGES) {
    for (const role of await framework.listWorkRoles(language)) {
      const names = [
        role.name,
        role.name.replace(/\s*\([^)]*\)/g, ''),
        ...[...role.name.matchAll(/\(([^)]{3,})\)/g)].map((match) => match[1]!),
      ]
      for (const name of names) {
        const nameWords = keyWords(name)
        if (nameWords.length === 0 || (best && best.length >= nameWords.length)) continue
        if (containsRun(words, nameWords)) best = { code: role.code, length: nameWords.length }
      }
    }
  }
  return best?.code
}

function containsRun(words: string[], run: string[]) {
  for (let start = 0; start + run.length <= words.length; start++) {
    if (run.every((word, offset) => words[start + offset] === word)) return true
  }
  return false
}

/** The language names of the model prompts. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', pt: 'Portuguese' }
