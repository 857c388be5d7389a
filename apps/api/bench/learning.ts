import { sql } from 'drizzle-orm'
import {
  TRAINING_FACETS,
  TRAINING_LANGUAGES,
  TRAINING_LEVELS,
  TRAINING_TYPES,
  TrainingSearchSchema,
  type TrainingSearch,
} from '@sentinela/shared/schemas/learning'
import type { Database } from '../src/db/client'
import { refreshTrainingSearchViews } from '../src/db/reference/trainings'
import { trainings } from '../src/db/schema/index'
import { rowsOf } from '../src/lib/sql'
import { LearningRepository } from '../src/modules/learning/learning.repository'
import { choose, generator, percentile, summarize, type Measurement, type MeasureOptions } from './measure'

/** Issue #14: the trainings screen's search, with filters, over 10,000 trainings. */
export const TRAINING_SEARCH_TARGET_MS = 20
export const BENCH_TRAININGS = Number(process.env.BENCH_TRAININGS ?? 10_000)

const PROVIDERS = ['CompTIA', 'ISC2', 'SANS', 'Coursera', 'Udemy', 'Cisco', 'Microsoft', 'AWS', 'Google', 'EC-Council']
const SUBJECTS = [
  'Incident response',
  'Cloud security',
  'Penetration testing',
  'Threat hunting',
  'Digital forensics',
  'Network defense',
  'Respuesta a incidentes',
  'Seguridad en la nube',
  'Pruebas de penetración',
  'Resposta a incidentes',
  'Segurança em nuvem',
  'Governança de riscos',
  'Malware analysis',
  'Identity and access management',
  'Security operations',
]
const WORDS = ['fundamentals', 'bootcamp', 'practitioner', 'lab', 'masterclass', 'essentials', 'advanced', 'path']
/** How catalogues describe trainings: not every one says "security" (a misspelt "Secruity" matches those that do). */
const DESCRIPTIONS = [
  (subject: string, word: string, provider: string) =>
    `${subject} for security teams: hands-on ${word} by ${provider}.`,
  (subject: string, word: string, provider: string) =>
    `Learn ${subject.toLowerCase()} with labs (${word}, ${provider}).`,
  (subject: string, word: string, provider: string) =>
    `${provider} ${word}: ${subject.toLowerCase()} from the ground up.`,
  (subject: string, word: string, provider: string) => `Curso de ${subject.toLowerCase()} (${word}), ${provider}.`,
]
/** A misspelling whose words match no training: it takes the fuzzy title comparison. */
const FUZZY_TEXT = 'Secruity'
/** What people type: words, a provider, a certification, a typo, Spanish and Portuguese. */
const TEXTS = [
  'incident',
  'cloud',
  'SOC',
  'forense',
  'nube',
  'nuvem',
  FUZZY_TEXT,
  'pentest',
  'CompTIA',
  'threat hunting',
]

/** Tops the catalogue up to `count` trainings of made-up but realistic titles, providers, levels and languages. */
export async function seedBenchTrainings(db: Database, count = BENCH_TRAININGS) {
  const [counted] = rowsOf<{ existing: number }>(await db.execute(sql`select count(*)::int as existing from trainings`))
  const existing = counted?.existing ?? 0
  const random = generator(14)
  const missing = Math.max(0, count - existing)
  for (let start = 0; start < missing; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, missing - start) }, (_, offset) => {
      const index = start + offset
      const provider = choose(random, PROVIDERS)
      const subject = choose(random, SUBJECTS)
      return {
        key: `bench-${index}`,
        title: `${subject} ${choose(random, WORDS)} ${index % 97}`,
        description: choose(random, DESCRIPTIONS)(subject, choose(random, WORDS), provider),
        price: String(Math.round(random() * 900)),
        provider,
        providerUrl: 'https://www.example.com',
        url: `https://www.example.com/training/${index}`,
        type: choose(random, TRAINING_TYPES),
        level: choose(random, TRAINING_LEVELS),
        language: choose(random, TRAINING_LANGUAGES),
        durationHours: String(1 + Math.round(random() * 80)),
      }
    })
    await db.insert(trainings).values(rows)
  }
  await refreshTrainingSearchViews(db)
  await db.execute(sql`analyze trainings`)
  return existing + missing
}

/** Searches as the trainings screen sends them: a text or none, a level and/or types and/or a language, facets. */
export function trainingSearchCases(count: number, seed = 21): TrainingSearch[] {
  const random = generator(seed)
  return Array.from({ length: count }, (_, index) =>
    TrainingSearchSchema.parse({
      text: index % 4 === 3 ? undefined : choose(random, TEXTS),
      level: index % 2 === 0 ? choose(random, TRAINING_LEVELS) : undefined,
      types: index % 3 === 0 ? [choose(random, TRAINING_TYPES)] : undefined,
      language: index % 5 === 0 ? choose(random, TRAINING_LANGUAGES) : undefined,
      groupBy: [...TRAINING_FACETS],
    }),
  )
}

export async function measureTrainingSearch(db: Database, options: MeasureOptions): Promise<Measurement> {
  const total = await seedBenchTrainings(db)
  const repository = new LearningRepository(db)
  const cases = trainingSearchCases(options.warmup + options.runs)
  for (let index = 0; index < options.warmup; index++) await repository.search(cases[index]!, 0)
  const samples: number[] = []
  /** Texts whose words match no training go to the fuzzy title comparison: timed apart, to see both costs. */
  const fuzzy: number[] = []
  const worded: number[] = []
  let matches = 0
  const slowest: { ms: number; search: TrainingSearch }[] = []
  const deadline = performance.now() + options.maxSeconds * 1000
  for (let index = options.warmup; index < cases.length && performance.now() <= deadline; index++) {
    const started = performance.now()
    const result = await repository.search(cases[index]!, 0)
    const ms = performance.now() - started
    samples.push(ms)
    ;(cases[index]!.text === FUZZY_TEXT ? fuzzy : worded).push(ms)
    matches += result.total
    slowest.push({ ms, search: cases[index]! })
    slowest.sort((a, b) => b.ms - a.ms).splice(3)
  }
  for (const { ms, search } of slowest) {
    const { text, level, types, language } = search
    options.log?.(`  slow training search ${ms.toFixed(1)} ms: ${JSON.stringify({ text, level, types, language })}`)
  }
  const round = (value: number) => Math.round(value * 100) / 100
  return summarize(
    'training_search',
    samples,
    {
      trainings: total,
      avg_matches: Math.round(matches / Math.max(1, samples.length)),
      facets: 4,
      p95_ms_words_or_filters_only: round(
        percentile(
          worded.sort((a, b) => a - b),
          95,
        ),
      ),
      p95_ms_misspelt_text: round(
        percentile(
          fuzzy.sort((a, b) => a - b),
          95,
        ),
      ),
      misspelt_runs: fuzzy.length,
    },
    TRAINING_SEARCH_TARGET_MS,
  )
}
