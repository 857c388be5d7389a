import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { openDatabase } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'
import { CvAnalysisRepository } from '../../src/modules/cv-analysis/cv-analysis.repository'
import { CvAnalysisService } from '../../src/modules/cv-analysis/cv-analysis.service'
import { fold } from '../../src/modules/cv-analysis/cv-lines'
import { extractCvText } from '../../src/modules/cv-analysis/cv-text'
import { FrameworkRepository } from '../../src/modules/framework/framework.repository'
import { FrameworkService } from '../../src/modules/framework/framework.service'
import { renderDocx, renderPdf } from './render'
import { EVAL_SET, type CvTruth, type EvalCv } from './set'

/** One CV's analysis as the queue job does it (extract, then analyse), with how long it took. */
export interface EvalRun {
  cv: EvalCv
  suggestions: CvSuggestions
  milliseconds: number
}

const silent = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger

/** A scratch PGlite database with the framework, and the analysis service on it (no storage, no profiles). */
export async function openAnalyzer() {
  const handle = await openDatabase({})
  await migrateDatabase(handle)
  const framework = new FrameworkService(new FrameworkRepository(handle.db))
  const service = new CvAnalysisService(
    new CvAnalysisRepository(handle.db),
    undefined as never,
    framework,
    undefined as never,
    silent,
  )
  return { handle, service }
}

export async function renderCv(cv: EvalCv) {
  return cv.format === 'pdf' ? renderPdf(cv.document) : renderDocx(cv.document)
}

export async function analyzeSet(service: CvAnalysisService, files: Map<string, Buffer>): Promise<EvalRun[]> {
  const runs: EvalRun[] = []
  for (const cv of EVAL_SET) {
    const bytes = files.get(cv.id)!
    const started = performance.now()
    const text = await extractCvText(bytes, cv.format)
    const suggestions = await service.analyze(text)
    runs.push({ cv, suggestions, milliseconds: performance.now() - started })
  }
  return runs
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : Math.round((part / whole) * 1000) / 1000)
const sameName = (a: string, b: string) => fold(a).replace(/\W+/g, ' ').trim() === fold(b).replace(/\W+/g, ' ').trim()

/** Per-field precision and recall over the whole set (micro-averaged), and exact-match rates. */
export function score(runs: EvalRun[]) {
  const counts = { certifications: [0, 0, 0], languages: [0, 0, 0], experiences: [0, 0, 0] }
  let email = 0
  let phone = 0
  let roles = 0
  const misses: Record<string, unknown>[] = []
  for (const { cv, suggestions } of runs) {
    const truth: CvTruth = cv.truth
    const certs = suggestions.certifications.map((item) => item.name)
    const certHits = certs.filter((name) => truth.certifications.includes(name)).length
    counts.certifications[0]! += certHits
    counts.certifications[1]! += certs.length
    counts.certifications[2]! += truth.certifications.length
    const languageHits = suggestions.languages.filter((item) =>
      truth.languages.some((expected) => expected.language === item.language && expected.level === item.level),
    ).length
    counts.languages[0]! += languageHits
    counts.languages[1]! += suggestions.languages.length
    counts.languages[2]! += truth.languages.length
    const experienceHits = suggestions.experiences.filter((item) =>
      truth.experiences.some(
        (expected) => sameName(expected.company, item.company) && item.startDate?.slice(0, 7) === expected.start,
      ),
    ).length
    counts.experiences[0]! += experienceHits
    counts.experiences[1]! += suggestions.experiences.length
    counts.experiences[2]! += truth.experiences.length
    if (suggestions.email === truth.email) email += 1
    if (suggestions.phone === truth.phone) phone += 1
    const top3 = suggestions.workRoles.slice(0, 3).map((role) => role.code)
    if (top3.some((code) => truth.workRoles.includes(code))) roles += 1
    if (
      certHits !== truth.certifications.length ||
      certHits !== certs.length ||
      languageHits !== truth.languages.length ||
      experienceHits !== truth.experiences.length ||
      suggestions.email !== truth.email ||
      suggestions.phone !== truth.phone ||
      !top3.some((code) => truth.workRoles.includes(code))
    ) {
      misses.push({
        id: cv.id,
        certifications: certs,
        languages: suggestions.languages,
        experiences: suggestions.experiences.map((item) => `${item.jobTitle} @ ${item.company} ${item.startDate}`),
        email: suggestions.email,
        phone: suggestions.phone,
        top3,
      })
    }
  }
  const field = ([hits, predicted, expected]: number[]) => ({
    precision: ratio(hits!, predicted!),
    recall: ratio(hits!, expected!),
  })
  return {
    cvs: runs.length,
    certifications: field(counts.certifications),
    languages: field(counts.languages),
    experiencesCompanyAndStartMonth: field(counts.experiences),
    emailExact: ratio(email, runs.length),
    phoneExact: ratio(phone, runs.length),
    expectedWorkRoleInTop3: ratio(roles, runs.length),
    misses,
  }
}

/** The targets of issue #17. */
export function meetsTargets(report: ReturnType<typeof score>) {
  return (
    report.certifications.precision >= 0.9 &&
    report.certifications.recall >= 0.8 &&
    report.languages.precision >= 0.9 &&
    report.languages.recall >= 0.8 &&
    report.emailExact >= 0.95 &&
    report.phoneExact >= 0.95 &&
    report.experiencesCompanyAndStartMonth.recall >= 0.7 &&
    report.expectedWorkRoleInTop3 >= 0.75
  )
}

/** `npm run eval:cv`: renders the set, analyses it as the queue job does, prints per-field figures as JSON. */
async function main() {
  const writeReport = process.stdout.write.bind(process.stdout)
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write
  // EVAL_CV_WRITE=1 also writes the rendered CVs and their ground truth to eval/cv/files/ (committed for a look).
  const folder = join(import.meta.dirname, 'files')
  if (process.env.EVAL_CV_WRITE === '1') await mkdir(folder, { recursive: true })
  const files = new Map<string, Buffer>()
  for (const cv of EVAL_SET) {
    const bytes = await renderCv(cv)
    files.set(cv.id, bytes)
    if (process.env.EVAL_CV_WRITE !== '1') continue
    await writeFile(join(folder, `${cv.id}.${cv.format}`), bytes)
    await writeFile(join(folder, `${cv.id}.truth.json`), `${JSON.stringify(cv.truth, null, 2)}\n`)
  }
  const { handle, service } = await openAnalyzer()
  try {
    const report = score(await analyzeSet(service, files))
    writeReport(`${JSON.stringify({ ...report, meetsTargets: meetsTargets(report) }, null, 2)}\n`)
    if (!meetsTargets(report)) process.exitCode = 1
  } finally {
    await handle.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
