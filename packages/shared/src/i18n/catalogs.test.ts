import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES } from './languages'
import { resources } from './resources'

const LOCALES = join(import.meta.dirname, 'locales')

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return { [prefix]: value }
  return Object.entries(value).reduce<Record<string, unknown>>(
    (flat, [key, child]) => Object.assign(flat, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  )
}

describe('i18n catalogs', () => {
  const namespaces = readdirSync(join(LOCALES, 'en')).filter((file) => file.endsWith('.json'))

  it('every language has the same namespace files', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual([...namespaces].sort())
    }
  })

  it.each(namespaces)('%s has the same keys in en, es and pt, and no empty value', (file) => {
    const flat = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [
        language,
        flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'))),
      ]),
    )
    const englishKeys = Object.keys(flat.en!).sort()
    expect(englishKeys.length).toBeGreaterThan(0)
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(flat[language]!).sort(), `${language}/${file}`).toEqual(englishKeys)
      for (const [key, text] of Object.entries(flat[language]!)) {
        expect(typeof text === 'string' && text.trim().length > 0, `${language}/${file} ${key} is empty`).toBe(true)
      }
    }
  })

  it('keeps interpolation placeholders the same across languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const file of namespaces) {
      const en = flatten(JSON.parse(readFileSync(join(LOCALES, 'en', file), 'utf8')))
      for (const language of ['es', 'pt']) {
        const other = flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')))
        for (const [key, text] of Object.entries(en)) {
          expect(placeholders(other[key]), `${language}/${file} ${key}`).toEqual(placeholders(text))
        }
      }
    }
  })

  it('every catalog file is loaded into the shared resources', () => {
    expect(
      Object.keys(resources.en)
        .map((namespace) => `${namespace}.json`)
        .sort(),
    ).toEqual([...namespaces].sort())
  })
})
