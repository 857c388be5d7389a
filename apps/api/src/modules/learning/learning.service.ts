import type {
  AcceptTrainingStatementsResult,
  ChangeTrainingProgressResult,
  SavedTraining,
  TrainingDetail,
  TrainingProgressItem,
  TrainingProgressStatus,
  TrainingSearch,
  TrainingSearchResult,
  TrainingStatement,
  TrainingSummary,
} from '@sentinela/shared/schemas/learning'
import type { Profile } from '@sentinela/shared/schemas/profile'
import type { Database, Executor } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import { talentIdOf, type SessionUser } from '../../plugins/access'
import type { FrameworkService } from '../framework/framework.service'
import type { ProfileService } from '../profile/profile.service'
import type { TrainingListRow } from '../../db/schema/learning'
import { numberOrNull, type LearningRepository } from './learning.repository'

/**
 * Runs when a talent's set of completed trainings changes (a training completed, or a completed one reset to not
 * started), in the same transaction: career path percentages count completed trainings (PRODUCT.md).
 */
export type CompletedTrainingsChangedHook = (executor: Executor, userId: number, trainingId: number) => Promise<void>
const completedHooks: CompletedTrainingsChangedHook[] = []
/** Other modules (career paths) hear of completed trainings here, without this module knowing them. */
export function registerCompletedTrainingsChangedHook(hook: CompletedTrainingsChangedHook) {
  if (!completedHooks.includes(hook)) completedHooks.push(hook)
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** A catalogue row as the training lists show it (TrainingSummarySchema). */
export function trainingSummaryOf(row: TrainingListRow): TrainingSummary {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    description: row.description,
    provider: row.provider,
    providerUrl: row.provider_url,
    url: row.url,
    type: row.type as TrainingSummary['type'],
    level: row.level as TrainingSummary['level'],
    area: row.area,
    price: Number(row.price),
    priceSentinela: numberOrNull(row.price_sentinela),
    currency: row.currency,
    durationHours: numberOrNull(row.duration_hours),
    language: row.language as TrainingSummary['language'],
    saved: row.saved_at !== null,
    progressStatus: row.status ?? 'not_started',
  }
}

/** The catalogue (anyone) and each talent's saved trainings and progress (§4), and what completing one offers. */
export class LearningService {
  constructor(
    private readonly db: Database,
    private readonly repository: LearningRepository,
    private readonly framework: FrameworkService,
    private readonly profiles: ProfileService,
  ) {}

  async search(viewer: SessionUser | null, search: TrainingSearch): Promise<TrainingSearchResult> {
    const { rows, total, facets } = await this.repository.search(search, talentIdOf(viewer))
    return { data: rows.map(trainingSummaryOf), meta: { total, page: search.page, limit: search.limit }, facets }
  }

  async detail(viewer: SessionUser | null, trainingId: number, t: Translate): Promise<TrainingDetail> {
    const row = await this.repository.findTraining(trainingId, talentIdOf(viewer))
    if (!row) throw new AppError(ErrorCode.TRAINING_NOT_FOUND)
    const [courses, codes] = await Promise.all([
      this.repository.listCourses(trainingId),
      this.repository.statementCodes(trainingId),
    ])
    return {
      ...trainingSummaryOf(row),
      requiredFor: row.requiredFor,
      author: row.author,
      authorUrl: row.authorUrl,
      authorRole: row.authorRole,
      modules: courses.map((course) => ({
        id: course.id,
        trainingId: course.trainingId,
        position: course.position,
        title: course.title,
        description: course.description,
        durationHours: numberOrNull(course.durationHours),
      })),
      statements: await this.describe(codes, t),
      savedAt: iso(row.saved_at),
      startedAt: iso(row.started_at),
      completedAt: iso(row.completed_at),
    }
  }

  async course(courseId: number) {
    const course = await this.repository.findCourse(courseId)
    if (!course) throw new AppError(ErrorCode.TRAINING_NOT_FOUND)
    return {
      id: course.id,
      trainingId: course.trainingId,
      position: course.position,
      title: course.title,
      description: course.description,
      durationHours: numberOrNull(course.durationHours),
    }
  }

  async toggleSave(viewer: SessionUser, trainingId: number) {
    await this.assertExists(trainingId)
    return { saved: await this.repository.toggleSave(viewer.id, trainingId) }
  }

  async listSaved(viewer: SessionUser): Promise<SavedTraining[]> {
    return (await this.repository.listSaved(viewer.id)).map((row) => ({
      ...trainingSummaryOf(row),
      savedAt: iso(row.saved_at)!,
    }))
  }

  async listProgress(viewer: SessionUser): Promise<TrainingProgressItem[]> {
    const [rows, completed, profile] = await Promise.all([
      this.repository.listProgress(viewer.id),
      this.repository.completedStatementCodes(viewer.id),
      this.profiles.getProfile(viewer.id),
    ])
    const offerable = await this.offerableFilter(profile)
    return rows.map((row) => ({
      ...trainingSummaryOf(row),
      progressStatus: row.status!,
      startedAt: iso(row.started_at)!,
      completedAt: iso(row.completed_at),
      offeredStatementCount: (completed.get(row.id) ?? []).filter(offerable).length,
    }))
  }

  /** POST /marketplace/takeTraining: not started → in progress. */
  async take(viewer: SessionUser, trainingId: number, t: Translate) {
    return this.changeProgress(viewer, trainingId, 'in_progress', t)
  }

  /**
   * §4: not started → in progress → completed; not_started deletes the progress (from either). Anything else is
   * refused and changes nothing. Completing offers the training's statements the talent's profile lacks.
   */
  async changeProgress(
    viewer: SessionUser,
    trainingId: number,
    status: TrainingProgressStatus,
    t: Translate,
  ): Promise<ChangeTrainingProgressResult> {
    await this.assertExists(trainingId)
    await this.db.transaction(async (tx) => {
      const current = (await this.repository.findProgress(viewer.id, trainingId, tx))?.status ?? 'not_started'
      let changed = false
      if (status === 'not_started')
        changed = current !== 'not_started' && (await this.repository.deleteProgress(tx, viewer.id, trainingId))
      else if (status === 'in_progress')
        changed = current === 'not_started' && (await this.repository.start(tx, viewer.id, trainingId))
      else changed = current === 'in_progress' && (await this.repository.complete(tx, viewer.id, trainingId))
      if (!changed) throw new AppError(ErrorCode.TRAINING_PROGRESS_INVALID)
      if (status === 'completed' || current === 'completed') {
        for (const hook of completedHooks) await hook(tx, viewer.id, trainingId)
      }
    })
    return { trainingId, status, offer: status === 'completed' ? await this.offer(viewer.id, trainingId, t) : [] }
  }

  /** The completed training's statements the talent lacks, within the talent's work roles (what §4 lets a profile hold). */
  async offer(userId: number, trainingId: number, t: Translate): Promise<TrainingStatement[]> {
    const progress = await this.repository.findProgress(userId, trainingId)
    if (progress?.status !== 'completed') return []
    const [codes, profile] = await Promise.all([
      this.repository.statementCodes(trainingId),
      this.profiles.getProfile(userId),
    ])
    const offerable = await this.offerableFilter(profile)
    return this.describe(codes.filter(offerable), t)
  }

  /**
   * Adds the chosen offered statements to the talent's NICE profile through the profile's own save (version check,
   * validation, stored role fits recomputed), and answers with the roles whose fit changed.
   */
  async acceptStatements(
    viewer: SessionUser,
    trainingId: number,
    statementCodes: string[],
    t: Translate,
  ): Promise<AcceptTrainingStatementsResult> {
    await this.assertExists(trainingId)
    const offered = new Set((await this.offer(viewer.id, trainingId, t)).map((statement) => statement.code))
    const chosen = [...new Set(statementCodes)]
    if (chosen.length === 0 || chosen.some((code) => !offered.has(code))) {
      throw new AppError(ErrorCode.TRAINING_STATEMENTS_NOT_OFFERED)
    }
    const profile = await this.profiles.getProfile(viewer.id)
    const before = new Map((await this.profiles.listFits(viewer.id, t)).map((fit) => [fit.workRoleCode, fit]))
    await this.profiles.saveNiceSection(viewer.id, profile.version, {
      ...profile.nice,
      statementCodes: [...profile.nice.statementCodes, ...chosen],
    } as Parameters<ProfileService['saveNiceSection']>[2])
    const after = await this.profiles.listFits(viewer.id, t)
    const fitChanges = after
      .map((fit) => ({
        workRoleCode: fit.workRoleCode,
        name: fit.name,
        before: before.get(fit.workRoleCode)?.percentage ?? 0,
        after: fit.percentage,
      }))
      .filter((change) => change.after !== change.before)
      .sort((a, b) => b.after - b.before - (a.after - a.before) || a.workRoleCode.localeCompare(b.workRoleCode))
    return { added: chosen, fitChanges }
  }

  private async offerableFilter(profile: Profile) {
    const held = new Set(profile.nice.statementCodes.map((code) => code.toUpperCase()))
    const roleStatements = await this.framework.getRoleStatements()
    const allowed = new Set(profile.nice.workRoleCodes.flatMap((code) => roleStatements.get(code) ?? []))
    return (code: string) => !held.has(code) && allowed.has(code)
  }

  private async describe(codes: string[], t: Translate): Promise<TrainingStatement[]> {
    return (await this.framework.describeStatements(codes, languageOfTranslator(t))).map((statement) => ({
      code: statement.code,
      type: statement.type,
      description: statement.description,
      originalDescription: statement.originalDescription,
    }))
  }

  private async assertExists(trainingId: number) {
    if (!(await this.repository.exists(trainingId))) throw new AppError(ErrorCode.TRAINING_NOT_FOUND)
  }
}
