import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Language } from '@sentinela/shared/i18n/languages'

const require = createRequire(import.meta.url)

/** The languages the project translated the NICE statements into; English is NIST's own text. */
export const STATEMENT_TRANSLATION_LANGUAGES = ['es', 'pt'] as const satisfies readonly Language[]
export type StatementTranslationLanguage = (typeof STATEMENT_TRANSLATION_LANGUAGES)[number]

interface StatementTranslationFile {
  language: string
  framework: string
  statements: Record<string, string>
}

/**
 * The Spanish and Portuguese texts of every NICE statement, written for Sentinela (packages/shared/src/nice/data,
 * `statements.<language>.json`). Display texts only: the database keeps NIST's English, which every rule reads, so
 * they are read from the files and kept in memory beside it (the framework catalog), not stored.
 */
export function readStatementTranslations(): Record<StatementTranslationLanguage, ReadonlyMap<string, string>> {
  const read = (language: StatementTranslationLanguage) => {
    const path = require.resolve(`@sentinela/shared/nice/data/statements.${language}.json`)
    const file = JSON.parse(readFileSync(path, 'utf8')) as StatementTranslationFile
    if (file.language !== language) throw new Error(`${path} holds language ${file.language}, not ${language}`)
    return new Map(Object.entries(file.statements))
  }
  return { es: read('es'), pt: read('pt') }
}
