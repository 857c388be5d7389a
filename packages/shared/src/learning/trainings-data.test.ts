import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TrainingDataFileSchema } from '../schemas/learning'

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const file = read('./data/trainings.json')
const framework = read('../nice/data/framework-2025.json') as {
  statements: { id: string }[]
  workRoles: { tasks: string[]; knowledge: string[]; skills: string[] }[]
}

describe('the training catalogue data file', () => {
  const parsed = TrainingDataFileSchema.safeParse(file)

  it('matches its schema', () => {
    expect(parsed.error?.issues ?? []).toEqual([])
  })

  it('holds at least 120 trainings with unique keys and https links', () => {
    const trainings = parsed.data!.trainings
    expect(trainings.length).toBeGreaterThanOrEqual(120)
    expect(new Set(trainings.map((training) => training.key)).size).toBe(trainings.length)
    for (const training of trainings) {
      expect(training.url).toMatch(/^https:\/\//)
      expect(training.providerUrl).toMatch(/^https:\/\//)
    }
  })

  it('names only statements of the 2025 framework that some work role holds', () => {
    const known = new Set(framework.statements.map((statement) => statement.id))
    const inRoles = new Set(framework.workRoles.flatMap((role) => [...role.tasks, ...role.knowledge, ...role.skills]))
    const unknown = parsed.data!.trainings.flatMap((training) =>
      training.statements
        .filter((code) => !known.has(code) || !inRoles.has(code))
        .map((code) => `${training.key}:${code}`),
    )
    expect(unknown).toEqual([])
  })

  it('has Spanish and Portuguese trainings, free ones and each level', () => {
    const trainings = parsed.data!.trainings
    expect(trainings.filter((training) => training.language === 'es').length).toBeGreaterThanOrEqual(10)
    expect(trainings.filter((training) => training.language === 'pt').length).toBeGreaterThanOrEqual(10)
    expect(trainings.filter((training) => training.price === 0).length).toBeGreaterThanOrEqual(20)
    expect(new Set(trainings.map((training) => training.level)).size).toBe(5)
  })

  it('refuses a file with a duplicate key or a plain-http link', () => {
    const [first] = file.trainings
    expect(TrainingDataFileSchema.safeParse({ version: 1, trainings: [first, first] }).success).toBe(false)
    expect(
      TrainingDataFileSchema.safeParse({ version: 1, trainings: [{ ...first, url: 'http://example.com' }] }).success,
    ).toBe(false)
  })
})
