import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { careerPercentage } from '../schemas/careers'
import { SEEDED_CAREER_PATHS } from './career-paths'

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const catalogue = read('../learning/data/trainings.json') as { trainings: { key: string }[] }
const framework = read('../nice/data/framework-2025.json') as { workRoles: { id?: string; code?: string }[] }

describe('Sentinela’s seeded career paths', () => {
  it('are the four of §3, with unique keys', () => {
    expect(SEEDED_CAREER_PATHS.map((path) => path.name)).toEqual([
      'Security Architect',
      'SOC Professional',
      'Red Team Professional',
      'Cybersecurity Auditor',
    ])
    expect(new Set(SEEDED_CAREER_PATHS.map((path) => path.key)).size).toBe(4)
  })

  it('reference only trainings of the catalogue, each once per path, at every level', () => {
    const keys = new Set(catalogue.trainings.map((training) => training.key))
    for (const path of SEEDED_CAREER_PATHS) {
      const missing = path.trainings.filter((training) => !keys.has(training.key)).map((training) => training.key)
      expect(missing, path.key).toEqual([])
      expect(new Set(path.trainings.map((training) => training.key)).size, path.key).toBe(path.trainings.length)
      expect(new Set(path.trainings.map((training) => training.level)), path.key).toEqual(new Set([0, 1, 2]))
    }
  })

  it('target work roles of the NICE 2025 framework', () => {
    const roles = new Set(framework.workRoles.map((role) => role.code ?? role.id))
    for (const path of SEEDED_CAREER_PATHS) {
      expect(path.workRoleCodes.length, path.key).toBeGreaterThan(0)
      for (const code of path.workRoleCodes) expect(roles.has(code), `${path.key} ${code}`).toBe(true)
    }
  })
})

describe('careerPercentage (PRODUCT.md: 60 % trainings completed + 40 % mean role fit, rounded)', () => {
  it('weighs the two parts and shows each', () => {
    expect(careerPercentage(1, 2, [100, 50])).toEqual({ percentage: 60, trainingsPart: 50, roleFitPart: 75 })
    expect(careerPercentage(0, 0, [])).toEqual({ percentage: 0, trainingsPart: 0, roleFitPart: 0 })
    expect(careerPercentage(3, 3, [100])).toEqual({ percentage: 100, trainingsPart: 100, roleFitPart: 100 })
    expect(careerPercentage(1, 3, [33])).toEqual({ percentage: 33, trainingsPart: 33, roleFitPart: 33 })
  })
})
