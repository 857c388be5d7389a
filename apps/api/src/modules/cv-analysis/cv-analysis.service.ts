import { readFile } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import type PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { CvAcceptInput, CvAnalysis, CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { CvAcceptInputSchema } from '@sentinela/shared/schemas/cv-analysis'
import type { ProfileValues } from '@sentinela/shared/schemas/profile'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { FileStorage } from '../../lib/storage'
import { detectDocumentType } from '../../lib/uploads'
import type { FrameworkService } from '../framework/framework.service'
import { mergeFrameworkItems } from '../../lib/merge-framework-items'
import type { ProfileService } from '../profile/profile.service'
import type { ModelConfig } from '../../lib/ai-model'
import { askModelAboutCv, mergeModelSuggestions } from './cv-model'
import { CvReadError, extractCvText } from './cv-text'
import { parseCv } from './cv-parse'
import type { CvAnalysisRepository } from './cv-analysis.repository'

export const CV_ANALYSIS_QUEUE = 'cv-analysis'
/** A processing analysis nobody touched for this long has lost its worker: the sweep queues it again. */
export const CV_STALE_MS = 60_000
/** Tries before an analysis that keeps dying is failed for good (the talent can still retry). */
export const CV_MAX_ATTEMPTS = 3

const translations = async (language: 'es' | 'pt') =>
  (
    JSON.parse(
      await readFile(new URL(import.meta.resolve(`@sentinela/shared/nice/data/statements.${language}.json`)), 'utf8'),
    ) as { statements: Record<string, string> }
  ).statements

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * CV analysis (issue #17, §4 "processing, ready, or failed with tap to retry"): an upload starts it, a pg-boss job
 * reads the CV and stores suggestions, and nothing enters the profile until the talent accepts it.
 */
export class CvAnalysisService {
  private queue: PgBoss | undefined
  private sweeper: NodeJS.Timeout | undefined
  private statementTexts: Promise<void> | undefined

  constructor(
    private readonly repository: CvAnalysisRepository,
    private readonly storage: FileStorage,
    private readonly framework: FrameworkService,
    private readonly profiles: ProfileService,
    private readonly log: FastifyBaseLogger,
    /** With AI_BASE_URL set, an OpenAI-compatible model may propose more (cv-model.ts); the rules always run. */
    private readonly model: { config: ModelConfig; fetcher?: typeof fetch } | undefined = undefined,
  ) {}

  /** The worker: pg-boss retries a job whose worker threw or died (expiry); the sweep catches the rest. */
  async useQueue(queue: PgBoss) {
    this.queue = queue
    await queue.createQueue(CV_ANALYSIS_QUEUE)
    await queue.work<{ userId: number; cvKey: string }>(CV_ANALYSIS_QUEUE, async (jobs) => {
      for (const job of jobs) await this.run(job.data.userId, job.data.cvKey)
    })
    await this.sweep()
    this.sweeper = setInterval(
      () => void this.sweep().catch((error) => this.log.warn({ err: error }, 'cv sweep')),
      30_000,
    )
    this.sweeper.unref()
  }

  stop() {
    clearInterval(this.sweeper)
  }

  /** A CV was uploaded: its analysis starts now, in the background (the upload answers at once). */
  async start(userId: number, cvKey: string, fileName: string) {
    await this.repository.start(userId, cvKey, fileName)
    await this.dispatch(userId, cvKey)
  }

  async removed(userId: number) {
    await this.repository.remove(userId)
  }

  /**
   * Suggestions read from an import (#20: a JSON Resume file or a LinkedIn data export) join the same review as a
   * CV's, ready at once; work roles come from the imported text, matched as a CV's words are. Nothing enters the
   * profile until the talent accepts it.
   */
  async startImport(
    userId: number,
    source: 'json_resume' | 'linkedin',
    fileName: string,
    found: Omit<CvSuggestions, 'workRoles'>,
    text: string,
  ) {
    // The rules alone: an import's text is not sent to a model.
    const workRoles = text.trim() ? (await this.analyze(text, false)).workRoles : []
    await this.repository.saveImport(userId, source, fileName, { ...found, workRoles })
    return this.get(userId)
  }

  private async dispatch(userId: number, cvKey: string) {
    try {
      await this.queue?.send(
        CV_ANALYSIS_QUEUE,
        { userId, cvKey },
        { retryLimit: CV_MAX_ATTEMPTS - 1, retryDelay: 2, expireInSeconds: 60 },
      )
    } catch (error) {
      this.log.warn({ err: error, userId }, 'could not queue the CV analysis; the sweep will')
    }
  }

  /** Processing analyses whose worker died (or that were never queued) are queued again, or failed after 3 tries. */
  async sweep(now = Date.now()) {
    for (const row of await this.repository.stale(new Date(now - CV_STALE_MS))) {
      if (row.attempts >= CV_MAX_ATTEMPTS) {
        await this.repository.fail(row.userId, row.cvKey, 'timeout')
      } else {
        await this.repository.touch(row.userId)
        await this.dispatch(row.userId, row.cvKey)
      }
    }
  }

  /** The job: reads the CV and stores suggestions, or the reason it could not. */
  async run(userId: number, cvKey: string) {
    const taken = await this.repository.take(userId, cvKey)
    if (!taken) return // superseded by a newer CV, or already done
    try {
      const stream = await this.storage.read(cvKey)
      if (!stream) throw new CvReadError('unreadable')
      const bytes = await bytesOf(stream)
      const type = detectDocumentType(bytes)
      if (!type) throw new CvReadError('unreadable')
      const text = await extractCvText(bytes, type)
      await this.repository.finish(userId, cvKey, await this.analyze(text))
    } catch (error) {
      if (error instanceof CvReadError) {
        await this.repository.fail(userId, cvKey, error.reason)
        return
      }
      this.log.error({ err: error, userId }, 'CV analysis failed')
      if (taken.attempts >= CV_MAX_ATTEMPTS) await this.repository.fail(userId, cvKey, 'internal')
      else throw error // pg-boss retries it
    }
  }

  /** Text → suggestions: the parse, then work roles by the statements' full text and the lexicon. */
  async analyze(text: string, useModel = true): Promise<CvSuggestions> {
    const parsed = parseCv(text)
    this.statementTexts ??= (async () =>
      this.repository.ensureStatementTexts({ es: await translations('es'), pt: await translations('pt') }))()
    await this.statementTexts
    const matches = parsed.searchText ? await this.repository.matchStatements(parsed.searchText, parsed.language) : []
    const roleStatements = await this.framework.getRoleStatements()
    const categories = await this.framework.workRoleCategories()
    const rankOf = new Map(matches.map((match) => [match.code, match.rank]))
    const roles = [...roleStatements.entries()].map(([code, statements]) => {
      const held = statements.filter((statement) => rankOf.has(statement))
      const textScore = held.reduce((sum, statement) => sum + rankOf.get(statement)!, 0) / Math.sqrt(statements.length)
      return {
        code,
        categoryCode: categories.get(code) ?? code.slice(0, 2),
        score: Math.round((textScore * 10 + (parsed.lexiconRoles.get(code) ?? 0)) * 100) / 100,
        statementCodes: held.sort((a, b) => rankOf.get(b)! - rankOf.get(a)!).slice(0, 25),
      }
    })
    const workRoles = roles
      .filter((role) => role.score > 0)
      .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code))
      .slice(0, 5)
    const { language: _language, lexiconRoles: _roles, searchText: _text, ...rest } = parsed
    const suggestions = { ...rest, workRoles }
    if (!useModel || !this.model?.config.AI_BASE_URL) return suggestions
    try {
      const answer = await askModelAboutCv(this.model.config, text, [...roleStatements.keys()], this.model.fetcher)
      return mergeModelSuggestions(suggestions, answer, roles)
    } catch (error) {
      this.log.warn({ err: error }, 'the CV model did not answer; the rules’ suggestions stand')
      return suggestions
    }
  }

  async get(userId: number): Promise<CvAnalysis | null> {
    const row = await this.repository.find(userId)
    if (!row) return null
    return {
      status: row.status as CvAnalysis['status'],
      source: row.source,
      reason: (row.reason as CvAnalysis['reason']) ?? null,
      fileName: row.fileName,
      attempts: row.attempts,
      updatedAt: row.updatedAt.toISOString(),
      suggestions: row.status === 'ready' ? (row.suggestions ?? null) : null,
    }
  }

  /** "Tap to retry": a failed analysis starts over. */
  async retry(userId: number) {
    const restarted = await this.repository.restart(userId)
    if (!restarted) {
      if (!(await this.repository.find(userId))) throw new AppError(ErrorCode.NOT_FOUND)
      throw new AppError(ErrorCode.CV_ANALYSIS_NOT_RETRYABLE)
    }
    await this.dispatch(userId, restarted.cvKey)
    return this.get(userId)
  }

  /**
   * The talent accepted some suggestions (maybe edited): they join the profile, saved whole through the profile
   * service (its rules, its version check, fit recomputed in the same transaction). NICE items merge by code
   * prefix without duplicates through the shared merge; nothing else of the profile changes.
   */
  async accept(userId: number, raw: CvAcceptInput) {
    const input = CvAcceptInputSchema.parse(raw)
    const analysis = await this.repository.find(userId)
    if (!analysis) throw new AppError(ErrorCode.NOT_FOUND)
    if (analysis.status !== 'ready') throw new AppError(ErrorCode.CV_ANALYSIS_NOT_READY)
    const profile = await this.profiles.getProfile(userId)
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
    const newOnly = <T>(held: readonly string[], added: readonly T[], key: (item: T) => string) =>
      added.filter((item) => !held.some((heldKey) => same(heldKey, key(item)))).map((item) => ({ ...item, id: 0 }))

    let nice: ProfileValues['nice']
    if (input.workRoleCodes.length > 0 || input.statementCodes.length > 0) {
      const [roleCategories, roleStatements, items] = await Promise.all([
        this.framework.workRoleCategories(),
        this.framework.getRoleStatements(),
        this.framework.frameworkItems(input.statementCodes),
      ])
      const merged = mergeFrameworkItems(
        profile.nice,
        { workRoleCodes: input.workRoleCodes, items },
        { roleCategories, roleStatements },
      )
      if (merged.selection.workRoleCodes.length > 0 && merged.selection.statementCodes.length > 0) {
        nice = merged.selection as ProfileValues['nice']
      }
    }

    const values: ProfileValues = {
      version: input.version,
      firstName: profile.firstName,
      middleName: profile.middleName,
      lastName: profile.lastName,
      secondaryEmail: profile.secondaryEmail,
      gender: profile.gender as ProfileValues['gender'],
      nationality: profile.nationality,
      country: profile.country,
      region: profile.region,
      city: profile.city,
      birthDate: profile.birthDate,
      phone: input.phone ?? profile.phone,
      website: profile.website,
      currentJobTitle: input.currentJobTitle ?? profile.currentJobTitle,
      desiredEmploymentType: profile.desiredEmploymentType as ProfileValues['desiredEmploymentType'],
      highestEducationLevel: profile.highestEducationLevel as ProfileValues['highestEducationLevel'],
      schoolName: profile.schoolName,
      latestDegree: profile.latestDegree,
      openToTravel: profile.openToTravel as ProfileValues['openToTravel'],
      seekingOpportunities: profile.seekingOpportunities,
      personalityType: profile.personalityType as ProfileValues['personalityType'],
      clearance:
        input.clearanceLevel !== undefined && input.clearanceLevel !== null && !profile.clearance.hasClearance
          ? {
              hasClearance: true,
              level: input.clearanceLevel,
              lastGranted: null,
              renewal: null,
              polygraphPerformed: false,
            }
          : (profile.clearance as ProfileValues['clearance']),
      isBeginner: profile.isBeginner,
      experiences: [
        ...(profile.experiences as ProfileValues['experiences']),
        ...newOnly(
          profile.experiences.map((item) => `${item.company}|${item.startDate}`),
          input.experiences,
          (item) => `${item.company}|${item.startDate}`,
        ),
      ],
      educations: [
        ...(profile.educations as ProfileValues['educations']),
        ...newOnly(
          profile.educations.map((item) => `${item.school}|${item.degree}`),
          input.educations,
          (item) => `${item.school}|${item.degree}`,
        ),
      ],
      certifications: [
        ...(profile.certifications as ProfileValues['certifications']),
        ...newOnly(
          profile.certifications.map((item) => item.name),
          input.certifications,
          (item) => item.name,
        ),
      ],
      courses: profile.courses as ProfileValues['courses'],
      languages: [
        ...(profile.languages as ProfileValues['languages']),
        ...newOnly(
          profile.languages.map((item) => item.language),
          input.languages,
          (item) => item.language,
        ),
      ],
      references: profile.references as ProfileValues['references'],
      nice,
    }
    return this.profiles.saveProfile(userId, values)
  }
}
