import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const DATA = join(import.meta.dirname, 'data')
const read = <T>(file: string) => JSON.parse(readFileSync(join(DATA, file), 'utf8')) as T

const framework = read<{ statements: { id: string; text: string }[] }>('framework-2025.json')
const english = new Map(framework.statements.map((statement) => [statement.id, statement.text]))

/** Acronyms, product names and the like may read the same in every language; a text left in English may not. */
const MAX_SHARE_AS_ENGLISH = 0.02

describe.each(['es', 'pt'] as const)('statements.%s.json', (language) => {
  const file = read<{ language: string; framework: string; source: string; statements: Record<string, string> }>(
    `statements.${language}.json`,
  )

  it('says which language and framework version it translates', () => {
    expect(file.language).toBe(language)
    expect(file.framework).toBe('2.1.0')
    expect(file.source).toMatch(/Sentinela/)
  })

  it('has a text for every one of the 2,148 statements, and for no other code', () => {
    expect(english.size).toBe(2148)
    expect(Object.keys(file.statements).sort()).toEqual([...english.keys()].sort())
    const empty = Object.entries(file.statements).filter(([, text]) => typeof text !== 'string' || !text.trim())
    expect(empty.map(([code]) => code)).toEqual([])
  })

  it('translates: at most 2% read the same as NIST English', () => {
    const same = [...english].filter(
      ([code, text]) => file.statements[code]!.trim().toLowerCase() === text.trim().toLowerCase(),
    )
    expect(same.length / english.size).toBeLessThanOrEqual(MAX_SHARE_AS_ENGLISH)
  })

  it('keeps the statement kind NIST gives it (Knowledge of… / Skill in… read as such)', () => {
    const opening = { es: { K: /^Conocimiento/, S: /^Habilidad/ }, pt: { K: /^Conhecimento/, S: /^Habilidade/ } }
    const offKind = Object.entries(file.statements).filter(([code, text]) => {
      const source = english.get(code)!
      if (code.startsWith('K') && /^Knowledge of/.test(source)) return !opening[language].K.test(text)
      if (code.startsWith('S') && /^Skill in/.test(source)) return !opening[language].S.test(text)
      return false
    })
    expect(offKind.map(([code]) => code)).toEqual([])
  })
})
