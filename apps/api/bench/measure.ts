import { CANDIDATE_PAGE_SIZE, JobSearchSchema, type JobSearch } from '@sentinela/shared/schemas/jobs'
import { TalentSearchSchema, TopTalentSchema } from '@sentinela/shared/schemas/talent-search'
import { translatorFor } from '../src/lib/i18n'
import type { JobCandidatesRepository } from '../src/modules/jobs/job-candidates.repository'
import type { JobSearchRepository } from '../src/modules/jobs/job-search.repository'
import type { JobsRepository } from '../src/modules/jobs/jobs.repository'
import type { TalentSearchService } from '../src/modules/talent-search/talent-search.service'
import { DATE_FILTERS, EMPLOYMENT_TYPES, MODALITIES, PLACES, SEARCH_TERMS } from './vocabulary'

export const TARGET_MS = 30
/** Issue #13: job search at 100,000 jobs on a PostgreSQL server, broad terms included. */
export const POSTGRES_JOB_SEARCH_TARGET_MS = 20

export interface Measurement {
  query:
    | 'job_search'
    | 'rank_candidates'
    | 'talent_search'
    | 'top_talent'
    | 'career_recompute'
    | 'training_search'
    | 'ai_search'
    | 'ai_search_company'
  runs: number
  p50_ms: number
  p95_ms: number
  mean_ms: number
  max_ms: number
  target_ms: number
  meets_target: boolean
  /** What the timed calls returned, to show how much work they did. */
  details: Record<string, number | string>
}

export interface MeasureOptions {
  runs: number
  warmup: number
  /** Timed runs stop early once they have taken this long (slow databases); `runs` reports how many ran. */
  maxSeconds: number
  /** Where the slowest searches are told (stderr), to know what to EXPLAIN. */
  log?: (message: string) => void
}

/** How many of the slowest searches are logged. */
const SLOWEST = 5

/** A small seeded generator, so every database is asked the same questions. */
export function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function choose<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!
}

/**
 * Searches as the job search screen sends them: a text and two filters, either country + modality or employment
 * type + date posted, sorted by relevance (the default), first page.
 */
export function searchCases(count: number, seed = 42): JobSearch[] {
  const random = generator(seed)
  const countries = Object.keys(PLACES)
  return Array.from({ length: count }, (_, index) =>
    JobSearchSchema.parse(
      index % 2 === 0
        ? {
            text: choose(random, SEARCH_TERMS),
            country: choose(random, countries),
            modality: [choose(random, MODALITIES)],
          }
        : {
            text: choose(random, SEARCH_TERMS),
            employmentType: [choose(random, EMPLOYMENT_TYPES)],
            datePosted: choose(random, DATE_FILTERS),
          },
    ),
  )
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

const round = (value: number) => Math.round(value * 100) / 100

/** p50/p95/mean/max of the samples against a target (TARGET_MS unless the measurement has its own). */
export function summarize(
  query: Measurement['query'],
  samples: number[],
  details: Measurement['details'],
  target = TARGET_MS,
): Measurement {
  const sorted = [...samples].sort((a, b) => a - b)
  const p95 = percentile(sorted, 95)
  return {
    query,
    runs: samples.length,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(p95),
    mean_ms: round(samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length)),
    max_ms: round(sorted.at(-1) ?? 0),
    target_ms: target,
    meets_target: p95 < target,
    details,
  }
}

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now()
  const value = await call()
  return { ms: performance.now() - started, value }
}

/** JobSearchRepository.search as an anonymous visitor sees it (public jobs only), warm-up first. */
export async function measureSearch(
  repository: JobSearchRepository,
  options: MeasureOptions,
  target = TARGET_MS,
): Promise<Measurement> {
  const cases = searchCases(options.warmup + options.runs)
  const visibility = { companyIds: [] }
  for (const search of cases.slice(0, options.warmup)) await repository.search(search, visibility)
  const samples: number[] = []
  const slowest: { ms: number; total: number; search: JobSearch }[] = []
  let matches = 0
  let empty = 0
  const deadline = performance.now() + options.maxSeconds * 1000
  for (const search of cases.slice(options.warmup)) {
    if (performance.now() > deadline) break
    const { ms, value } = await timed(() => repository.search(search, visibility))
    samples.push(ms)
    matches += value.total
    if (value.total === 0) empty++
    slowest.push({ ms, total: value.total, search })
    slowest.sort((a, b) => b.ms - a.ms).splice(SLOWEST)
  }
  for (const { ms, total, search } of slowest) {
    const { text, country, modality, employmentType, datePosted } = search
    options.log?.(
      `  slow search ${ms.toFixed(1)} ms, ${total} matches: ${JSON.stringify({ text, country, modality, employmentType, datePosted })}`,
    )
  }
  return summarize(
    'job_search',
    samples,
    {
      avg_matches: Math.round(matches / Math.max(1, samples.length)),
      runs_without_matches: empty,
      page_size: cases[0]?.limit ?? 0,
      stopped_at_time_limit: samples.length < options.runs ? 'yes' : 'no',
    },
    target,
  )
}

/**
 * The pipeline screen's first page over the jobs with big pipelines, in turn, warm-up first: the ranked page with
 * the count (JobCandidatesRepository.rankCandidates), then the page's per-role fits and status history, as
 * JobPipelineService.candidates reads them.
 */
export async function measureRanking(
  { jobs, talents }: { jobs: JobsRepository; talents: JobCandidatesRepository },
  hotJobs: { positionId: number; applicants: number }[],
  options: MeasureOptions,
): Promise<Measurement> {
  if (hotJobs.length === 0) throw new Error('No job has applicants to rank')
  const jobAt = (index: number) => hotJobs[index % hotJobs.length]!
  const firstPage = async (positionId: number) => {
    const ranked = await talents.rankCandidates(positionId, { offset: 0, limit: CANDIDATE_PAGE_SIZE })
    const roles = await jobs.listChildren([positionId])
    await Promise.all([
      talents.fitsFor(
        ranked.rows.map((row) => row.talentId),
        roles.roles.map((role) => role.workRoleCode),
      ),
      talents.historyFor(ranked.rows.map((row) => row.applicationId)),
    ])
    return ranked
  }
  for (let index = 0; index < options.warmup; index++) await firstPage(jobAt(index).positionId)
  const samples: number[] = []
  let ranked = 0
  const deadline = performance.now() + options.maxSeconds * 1000
  for (let index = 0; index < options.runs && performance.now() <= deadline; index++) {
    const { ms, value } = await timed(() => firstPage(jobAt(index).positionId))
    samples.push(ms)
    ranked += value.total
  }
  return summarize('rank_candidates', samples, {
    jobs: hotJobs.length,
    min_applicants: Math.min(...hotJobs.map((job) => job.applicants)),
    max_applicants: Math.max(...hotJobs.map((job) => job.applicants)),
    avg_ranked: Math.round(ranked / Math.max(1, samples.length)),
    page_size: CANDIDATE_PAGE_SIZE,
    stopped_at_time_limit: samples.length < options.runs ? 'yes' : 'no',
  })
}

/** Words companies search talents by: job titles and cities as the seed writes them. */
const TALENT_TERMS = ['analyst', 'engineer', 'security', 'soc', 'incident', 'cloud', 'pentest', 'architect', 'forensic']

/**
 * Talent search as the screen sends it (text and country), and top talent for a role (with a country filter every
 * other time), through TalentSearchService, first page of 12.
 */
export async function measureTalentSearch(
  service: TalentSearchService,
  roleCodes: string[],
  kind: 'talent_search' | 'top_talent',
  options: MeasureOptions,
  /** The searching company (its plan decides the filters and the top talent preview). */
  companyId = 0,
): Promise<Measurement> {
  const random = generator(kind === 'talent_search' ? 7 : 11)
  const countries = Object.keys(PLACES)
  const t = translatorFor('en')
  const call = (index: number) =>
    kind === 'talent_search'
      ? service.search(
          companyId,
          TalentSearchSchema.parse({ text: choose(random, TALENT_TERMS), country: choose(random, countries) }),
          t,
        )
      : service.topTalent(
          companyId,
          TopTalentSchema.parse({
            workRoleCode: choose(random, roleCodes),
            ...(index % 2 === 0 ? { country: choose(random, countries) } : {}),
          }) as Parameters<TalentSearchService['topTalent']>[1],
          t,
        )
  for (let index = 0; index < options.warmup; index++) await call(index)
  const samples: number[] = []
  let matches = 0
  const deadline = performance.now() + options.maxSeconds * 1000
  for (let index = 0; index < options.runs && performance.now() <= deadline; index++) {
    const { ms, value } = await timed(() => call(index))
    samples.push(ms)
    matches += value.totalNumberOfRecords
  }
  return summarize(kind, samples, {
    avg_matches: Math.round(matches / Math.max(1, samples.length)),
    page_size: 12,
    stopped_at_time_limit: samples.length < options.runs ? 'yes' : 'no',
  })
}
