import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Language } from '@sentinela/shared/i18n/languages'
import {
  careerPercentage,
  type CareerDetail,
  type CareerGap,
  type CareerGapRequest,
  type CareerLevel,
  type CareerScore,
  type CareerSummary,
  type CompanyCareer,
  type EmployeeCareerScore,
} from '@sentinela/shared/schemas/careers'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import type { Database } from '../../db/client'
import {
  careerPaths,
  careerPathTrainings,
  companies,
  companyCareerRecommendations,
  companyTeamMembers,
  positionRoles,
  positions,
  talentCareerScores,
  talentRoleFits,
  talentSavedCareers,
  talentStatements,
  trainingProgress,
  trainings,
  trainingStatements,
  users,
} from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import { talentIdOf, type SessionUser } from '../../plugins/access'
import type { EmailService } from '../email/email.service'
import type { PlansService } from '../billing/plans.service'
import type { FrameworkService } from '../framework/framework.service'
import { registerCompletedTrainingsChangedHook } from '../learning/learning.service'
import { recomputeCareerScores, recomputeCareerScoresForPath, storedCareerScores, toScore } from './career-scores'

type PathRow = typeof careerPaths.$inferSelect

export interface CareerBasics {
  name: string
  description: string
  securityLevel: string | null
  clearanceRequired: boolean
  polygraphRequired: boolean
  isPublic: boolean
  workRoleCodes: string[]
}

/** Completing a training, or resetting a completed one, moves the talent's path percentages (PRODUCT.md "Learning"). */
registerCompletedTrainingsChangedHook(async (executor, userId) => {
  await recomputeCareerScores(executor, userId)
})

/** Most trainings "close the gap" offers. */
const GAP_TRAININGS = 20

const iso = (value: Date) => value.toISOString()

/**
 * Career paths (§3 "Career path", §4, PRODUCT.md "Learning"). Who sees a path: Sentinela's paths and public paths,
 * everyone; a talent's own path, that talent; a company's path, the company's users and its active cyber team. Who
 * edits: a talent their own paths, a company's users their company's paths, nobody Sentinela's. A path percentage is
 * stored per follower and recomputed by `recomputeCareerScores` (career-scores.ts).
 */
export class CareersService {
  constructor(
    private readonly db: Database,
    private readonly emails: EmailService,
    private readonly framework: FrameworkService,
    private readonly plans: PlansService,
  ) {}

  /** POST /marketplace/careers: the paths the caller may see, Sentinela's first, then by name. */
  /** `count: false` skips the total (0 then), for callers that read only the page (the AI search). */
  async list(
    user: SessionUser,
    input: { search?: string | undefined; owner: 'all' | 'system' | 'mine' | 'company'; page: number; limit: number },
    t: Translate,
    { count: counted = true }: { count?: boolean } = {},
  ) {
    const conditions = [this.visibleTo(user)]
    if (input.owner === 'system') conditions.push(sql`${careerPaths.owner} = 'system'`)
    if (input.owner === 'mine') {
      conditions.push(
        user.role === 'talent'
          ? eq(careerPaths.ownerTalentId, user.id)
          : eq(careerPaths.ownerCompanyId, user.companyId ?? 0),
      )
    }
    if (input.owner === 'company') conditions.push(sql`${careerPaths.owner} = 'company'`)
    const words = input.search?.trim()
    if (words) {
      const pattern = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
      conditions.push(sql`(${careerPaths.name} ilike ${pattern} or ${careerPaths.description} ilike ${pattern})`)
    }
    const where = and(...conditions)
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(careerPaths)
        .where(where)
        .orderBy(sql`case ${careerPaths.owner} when 'system' then 0 else 1 end`, careerPaths.name, careerPaths.id)
        .limit(input.limit)
        .offset((input.page - 1) * input.limit),
      counted
        ? this.db
            .select({ total: sql<number>`count(*)::int` })
            .from(careerPaths)
            .where(where)
        : [{ total: 0 }],
    ])
    return { data: await this.summaries(user, rows, t), totalNumberOfRecords: count?.total ?? 0 }
  }

  /** GET /marketplace/careers/{careerId}: §8 "We have errors loading the selected career path." when not visible. */
  async detail(user: SessionUser, careerId: number, t: Translate): Promise<CareerDetail> {
    const path = await this.visiblePath(user, careerId)
    const [summary] = await this.summaries(user, [path], t)
    const rows = await this.db
      .select({ link: careerPathTrainings, training: trainings, status: trainingProgress.status })
      .from(careerPathTrainings)
      .innerJoin(trainings, eq(trainings.id, careerPathTrainings.trainingId))
      .leftJoin(
        trainingProgress,
        and(
          eq(trainingProgress.trainingId, careerPathTrainings.trainingId),
          eq(trainingProgress.userId, talentIdOf(user)),
        ),
      )
      .where(eq(careerPathTrainings.careerPathId, careerId))
      .orderBy(careerPathTrainings.level, trainings.title)
    const recommendations =
      user.role === 'talent'
        ? await this.db
            .select({ rec: companyCareerRecommendations, companyName: companies.name })
            .from(companyCareerRecommendations)
            .innerJoin(companies, eq(companies.id, companyCareerRecommendations.companyId))
            .where(
              and(
                eq(companyCareerRecommendations.talentId, user.id),
                eq(companyCareerRecommendations.careerPathId, careerId),
              ),
            )
        : []
    return {
      ...summary!,
      trainings: rows.map(({ link, training, status }) => ({
        trainingId: training.id,
        key: training.key,
        title: training.title,
        provider: training.provider,
        url: training.url,
        price: Number(training.price),
        durationHours: training.durationHours === null ? null : Number(training.durationHours),
        level: link.level as CareerLevel,
        progress: status ?? null,
      })),
      recommendations: recommendations.map(({ rec, companyName }) => ({
        companyName,
        assignedToTalent: rec.assignedToTalent,
        recommendedDate: iso(rec.recommendedDate),
      })),
    }
  }

  /** POST /marketplace/createCareerPath: the caller's own path (talent) or their company's path. */
  async create(
    user: SessionUser,
    input: CareerBasics & { trainings: { trainingId: number; level: CareerLevel }[] },
  ): Promise<number> {
    // Paths belong to a talent or a company; no other kind of account owns one.
    if (user.role !== 'talent' && user.role !== 'company') throw new AppError(ErrorCode.FORBIDDEN)
    const owner = user.role
    // #16 train talent: a company's paths for its cyber team (a talent's own paths stay free).
    if (owner === 'company') await this.plans.assertFeature(this.companyOf(user), 'trainTalent')
    await this.framework.assertWorkRolesExist(input.workRoleCodes)
    const trainingIds = [...new Set(input.trainings.map((training) => training.trainingId))]
    await this.assertTrainingsExist(trainingIds, (index) => `trainings.${index}.trainingId`, input.trainings)
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(careerPaths)
        .values({
          ...this.basics(input),
          owner,
          ownerTalentId: owner === 'talent' ? user.id : null,
          ownerCompanyId: owner === 'company' ? user.companyId : null,
          createdBy: user.id,
        })
        .returning({ id: careerPaths.id })
      const id = row!.id
      const levels = new Map(input.trainings.map((training) => [training.trainingId, training.level]))
      if (levels.size > 0) {
        await tx
          .insert(careerPathTrainings)
          .values([...levels].map(([trainingId, level]) => ({ careerPathId: id, trainingId, level })))
      }
      if (user.role === 'talent') await recomputeCareerScores(tx, user.id)
      return id
    })
  }

  /** POST /marketplace/updateCareerPath: name, description, flags and target roles (/career/BasicInformationCareer). */
  async update(user: SessionUser, careerId: number, input: CareerBasics) {
    await this.editablePath(user, careerId)
    await this.framework.assertWorkRolesExist(input.workRoleCodes)
    await this.db.transaction(async (tx) => {
      await tx.update(careerPaths).set(this.basics(input)).where(eq(careerPaths.id, careerId))
      await recomputeCareerScoresForPath(tx, careerId)
    })
  }

  /** POST /marketplace/deleteCareerPath: the path, its trainings, saves, recommendations and scores. */
  async remove(user: SessionUser, careerId: number) {
    await this.editablePath(user, careerId)
    await this.db.delete(careerPaths).where(eq(careerPaths.id, careerId))
  }

  /** POST /marketplace/EditTrainingLevelCareerPath: put a training at a level; §4 a null level removes it. */
  async editTrainingLevel(
    user: SessionUser,
    input: { careerId: number; trainingId: number; level: CareerLevel | null },
  ) {
    await this.editablePath(user, input.careerId)
    if (input.level !== null) await this.assertTrainingsExist([input.trainingId], () => 'trainingId')
    await this.db.transaction(async (tx) => {
      if (input.level === null) {
        const removed = await tx
          .delete(careerPathTrainings)
          .where(
            and(
              eq(careerPathTrainings.careerPathId, input.careerId),
              eq(careerPathTrainings.trainingId, input.trainingId),
            ),
          )
          .returning({ id: careerPathTrainings.trainingId })
        if (removed.length === 0) throw new AppError(ErrorCode.NOT_FOUND)
      } else {
        const count = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(careerPathTrainings)
          .where(eq(careerPathTrainings.careerPathId, input.careerId))
        if ((count[0]?.total ?? 0) >= 60) {
          throw new AppError(ErrorCode.VALIDATION_FAILED, {
            issues: [{ path: 'trainingId', code: 'too_many', params: {} }],
          })
        }
        await tx
          .insert(careerPathTrainings)
          .values({ careerPathId: input.careerId, trainingId: input.trainingId, level: input.level })
          .onConflictDoUpdate({
            target: [careerPathTrainings.careerPathId, careerPathTrainings.trainingId],
            set: { level: input.level, updatedAt: new Date() },
          })
      }
      await tx.update(careerPaths).set({ updatedAt: new Date() }).where(eq(careerPaths.id, input.careerId))
      await recomputeCareerScoresForPath(tx, input.careerId)
    })
  }

  /** POST /marketplace/careerscore: the calling talent's percentage on a path, stored or computed now. */
  async score(talent: SessionUser, careerId: number): Promise<CareerScore> {
    await this.visiblePath(talent, careerId)
    const stored = (await storedCareerScores(this.db, talent.id, [careerId])).get(careerId)
    // A path not followed yet: computed now, stored once the talent saves it.
    return stored ?? this.scoreUnsaved(talent.id, careerId)
  }

  /** POST /marketplace/talentCareerscore: a member's percentage, only while the member's profile is public (§3). */
  async talentScore(user: SessionUser, talentId: number, careerId: number): Promise<CareerScore> {
    const companyId = this.companyOf(user)
    // #16 career development: following the team's progress.
    await this.plans.assertFeature(companyId, 'careerDevelopment')
    await this.publicMember(companyId, talentId)
    const [recommendation] = await this.db
      .select()
      .from(companyCareerRecommendations)
      .where(
        and(
          eq(companyCareerRecommendations.companyId, companyId),
          eq(companyCareerRecommendations.talentId, talentId),
          eq(companyCareerRecommendations.careerPathId, careerId),
        ),
      )
    if (!recommendation) throw new AppError(ErrorCode.CAREER_PATH_NOT_FOUND)
    const stored = (await storedCareerScores(this.db, talentId, [careerId])).get(careerId)
    return stored ?? (await recomputeCareerScores(this.db, talentId)).find((score) => score.careerId === careerId)!
  }

  /** POST /talent/saveCareer (§4: a saved career is a date stamp). */
  async save(talent: SessionUser, careerId: number) {
    await this.visiblePath(talent, careerId)
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(talentSavedCareers)
        .values({ talentId: talent.id, careerPathId: careerId })
        .onConflictDoUpdate({
          target: [talentSavedCareers.talentId, talentSavedCareers.careerPathId],
          set: { updatedAt: new Date() },
        })
        .returning({ savedAt: talentSavedCareers.savedAt })
      await recomputeCareerScores(tx, talent.id)
      return iso(row!.savedAt)
    })
  }

  /** POST /talent/DeleteCareer: unsaves a path (the path itself stays). */
  async unsave(talent: SessionUser, careerId: number) {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(talentSavedCareers)
        .where(and(eq(talentSavedCareers.talentId, talent.id), eq(talentSavedCareers.careerPathId, careerId)))
        .returning({ id: talentSavedCareers.careerPathId })
      if (removed.length === 0) throw new AppError(ErrorCode.CAREER_PATH_NOT_FOUND)
      await recomputeCareerScores(tx, talent.id)
    })
  }

  /** GET /talent/favsCareer: saved paths and the talent's own, newest first (talent myCareers). */
  async favourites(talent: SessionUser, t: Translate) {
    const rows = await this.db
      .select({ path: careerPaths })
      .from(careerPaths)
      .leftJoin(
        talentSavedCareers,
        and(eq(talentSavedCareers.careerPathId, careerPaths.id), eq(talentSavedCareers.talentId, talent.id)),
      )
      .where(
        and(
          sql`(${talentSavedCareers.talentId} is not null or ${careerPaths.ownerTalentId} = ${talent.id})`,
          this.visibleTo(talent),
        ),
      )
      .orderBy(desc(sql`coalesce(${talentSavedCareers.savedAt}, ${careerPaths.createdAt})`), careerPaths.id)
    return this.summaries(
      talent,
      rows.map((row) => row.path),
      t,
    )
  }

  /** GET /talent/companyCareers: what companies recommended or assigned to the talent (talent CompanyCareerPath). */
  async companyCareers(talent: SessionUser, t: Translate): Promise<CompanyCareer[]> {
    const rows = await this.db
      .select({ rec: companyCareerRecommendations, companyName: companies.name, path: careerPaths })
      .from(companyCareerRecommendations)
      .innerJoin(companies, eq(companies.id, companyCareerRecommendations.companyId))
      .innerJoin(careerPaths, eq(careerPaths.id, companyCareerRecommendations.careerPathId))
      .where(eq(companyCareerRecommendations.talentId, talent.id))
      .orderBy(desc(companyCareerRecommendations.assignedToTalent), desc(companyCareerRecommendations.recommendedDate))
    const summaries = await this.summaries(
      talent,
      rows.map((row) => row.path),
      t,
    )
    return rows.map(({ rec, companyName }, index) => ({
      recommendationId: rec.id,
      companyId: rec.companyId,
      companyName,
      assignedToTalent: rec.assignedToTalent,
      recommendedDate: iso(rec.recommendedDate),
      career: summaries[index]!,
    }))
  }

  /**
   * POST /companies/recommendedCareer (§4): recommendedDate set adds or updates the recommendation (assigned or only
   * recommended); null withdraws it. The member must be active in the company's team; the talent is e-mailed.
   */
  async recommend(
    user: SessionUser,
    input: { talentId: number; careerId: number; assignedToTalent: boolean; recommendedDate: string | null },
  ) {
    const companyId = this.companyOf(user)
    const member = await this.activeMember(companyId, input.talentId)
    const path = await this.visiblePath(user, input.careerId)
    // #16 train talent: recommending or assigning needs the plan; withdrawing one stays possible on any plan.
    if (input.recommendedDate !== null) await this.plans.assertFeature(companyId, 'trainTalent')
    const where = and(
      eq(companyCareerRecommendations.companyId, companyId),
      eq(companyCareerRecommendations.talentId, input.talentId),
      eq(companyCareerRecommendations.careerPathId, input.careerId),
    )
    if (input.recommendedDate === null) {
      await this.db.transaction(async (tx) => {
        const removed = await tx.delete(companyCareerRecommendations).where(where).returning()
        if (removed.length === 0) throw new AppError(ErrorCode.CAREER_PATH_NOT_FOUND)
        await recomputeCareerScores(tx, input.talentId)
      })
      return { recommended: false }
    }
    const [company] = await this.db.select().from(companies).where(eq(companies.id, companyId))
    const emailIds: number[] = []
    await this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(companyCareerRecommendations).where(where).for('update')
      const values = {
        assignedToTalent: input.assignedToTalent,
        recommendedDate: new Date(input.recommendedDate!),
        recommendedBy: user.id,
      }
      if (existing) await tx.update(companyCareerRecommendations).set(values).where(where)
      else {
        await tx
          .insert(companyCareerRecommendations)
          .values({ ...values, companyId, talentId: input.talentId, careerPathId: input.careerId })
      }
      await recomputeCareerScores(tx, input.talentId)
      // A new recommendation, or a recommendation turned into an assignment, is news to the talent.
      if (!existing || existing.assignedToTalent !== input.assignedToTalent) {
        emailIds.push(
          await this.emails.enqueue(tx, {
            userId: member.id,
            to: member.email,
            language: member.language as Language,
            template: input.assignedToTalent ? 'career_assigned' : 'career_recommended',
            content: {
              firstName: member.firstName,
              actionUrl: this.emails.link('/talent/account/CompanyCareerPath'),
              params: { companyName: company!.name, careerName: path.name },
            },
          }),
        )
      }
    })
    await this.emails.dispatch(emailIds)
    return { recommended: true }
  }

  /**
   * POST /companies/employeeScoreByCareer (§3 cyber team member: careerPathScore, recommended careers): every active
   * member; scores and recommendations only for members whose profile is public. With a careerId, careerPathScore is
   * the score on that path; otherwise on the member's most recent assignment or recommendation.
   */
  async employeeScores(user: SessionUser, careerId: number | undefined): Promise<EmployeeCareerScore[]> {
    const companyId = this.companyOf(user)
    // #16 career development: following the team's progress.
    await this.plans.assertFeature(companyId, 'careerDevelopment')
    const members = await this.db
      .select({ link: companyTeamMembers, talent: users })
      .from(companyTeamMembers)
      .innerJoin(users, eq(users.id, companyTeamMembers.talentId))
      .where(
        and(
          eq(companyTeamMembers.companyId, companyId),
          eq(companyTeamMembers.status, 'active'),
          sql`${users.status} <> 'deleted'`,
        ),
      )
      .orderBy(users.lastName, users.firstName, users.id)
    const publicIds = members.filter((row) => row.link.publicProfile).map((row) => row.talent.id)
    const recommendations =
      publicIds.length === 0
        ? []
        : await this.db
            .select({ rec: companyCareerRecommendations, careerName: careerPaths.name, score: talentCareerScores })
            .from(companyCareerRecommendations)
            .innerJoin(careerPaths, eq(careerPaths.id, companyCareerRecommendations.careerPathId))
            .leftJoin(
              talentCareerScores,
              and(
                eq(talentCareerScores.talentId, companyCareerRecommendations.talentId),
                eq(talentCareerScores.careerPathId, companyCareerRecommendations.careerPathId),
              ),
            )
            .where(
              and(
                eq(companyCareerRecommendations.companyId, companyId),
                inArray(companyCareerRecommendations.talentId, publicIds),
              ),
            )
            .orderBy(
              desc(companyCareerRecommendations.assignedToTalent),
              desc(companyCareerRecommendations.recommendedDate),
            )
    return members.map(({ link, talent }) => {
      const own = link.publicProfile ? recommendations.filter((row) => row.rec.talentId === talent.id) : []
      const careers = own.map(({ rec, careerName, score }) => ({
        id: rec.id,
        careerId: rec.careerPathId,
        careerName,
        assignedToTalent: rec.assignedToTalent,
        recommendedDate: iso(rec.recommendedDate),
        score: score ? toScore(score) : null,
      }))
      const chosen = careerId === undefined ? careers[0] : careers.find((career) => career.careerId === careerId)
      return {
        talentId: talent.id,
        firstName: talent.firstName,
        lastName: talent.lastName,
        publicProfile: link.publicProfile,
        careerPathScore: chosen?.score ?? null,
        recommendedCareers: careers,
      }
    })
  }

  /**
   * POST /marketplace/careerGap ("close the gap"): the statements the talent misses for a role, a path's target roles
   * or the roles of a job whose minimum they do not meet, and the trainings covering them, ranked by missing
   * statements covered per hour, then by price. Trainings the talent completed are left out.
   */
  async gap(talent: SessionUser, request: CareerGapRequest, t: Translate): Promise<CareerGap> {
    const language = languageOfTranslator(t)
    const roleStatements = await this.framework.getRoleStatements()
    const held = new Set(
      (
        await this.db
          .select({ code: talentStatements.statementCode })
          .from(talentStatements)
          .where(eq(talentStatements.userId, talent.id))
      ).map((row) => row.code),
    )
    let workRoleCodes: string[]
    let name: string
    const source = request.source
    if (source.kind === 'role') {
      await this.framework.assertWorkRolesExist([source.workRoleCode], () => 'source.workRoleCode')
      workRoleCodes = [source.workRoleCode]
      name = (await this.framework.findWorkRole(language, source.workRoleCode))!.name
    } else if (source.kind === 'career') {
      const path = await this.visiblePath(talent, source.careerId)
      workRoleCodes = path.workRoleCodes
      name = path.name
    } else {
      const [job] = await this.db
        .select({ title: positions.jobTitle, status: positions.status })
        .from(positions)
        .where(eq(positions.id, source.jobId))
      if (!job || job.status !== 'published') throw new AppError(ErrorCode.NOT_FOUND)
      const roles = await this.db.select().from(positionRoles).where(eq(positionRoles.positionId, source.jobId))
      // Only the roles whose minimum the talent does not meet.
      workRoleCodes = roles
        .filter(
          (role) =>
            computeRoleFit(held, roleStatements.get(role.workRoleCode) ?? []).percentage < role.minimumPercentage,
        )
        .map((role) => role.workRoleCode)
      name = job.title
    }
    const missing = [
      ...new Set(workRoleCodes.flatMap((code) => (roleStatements.get(code) ?? []).filter((s) => !held.has(s)))),
    ]
    const described = await this.framework.describeStatements(missing, language)
    const trainingsFound =
      missing.length === 0
        ? []
        : await this.db
            .select({
              training: trainings,
              covers: sql<
                string[]
              >`array_agg(${trainingStatements.statementCode} order by ${trainingStatements.statementCode})`,
            })
            .from(trainingStatements)
            .innerJoin(trainings, eq(trainings.id, trainingStatements.trainingId))
            .where(
              and(
                inArray(trainingStatements.statementCode, missing),
                sql`not exists (select 1 from ${trainingProgress} tp where tp.user_id = ${talent.id} and tp.training_id = ${trainings.id} and tp.status = 'completed')`,
              ),
            )
            .groupBy(trainings.id)
    const ranked = trainingsFound
      .map(({ training, covers }) => {
        const hours = training.durationHours === null ? null : Number(training.durationHours)
        return {
          trainingId: training.id,
          title: training.title,
          provider: training.provider,
          url: training.url,
          price: Number(training.price),
          durationHours: hours,
          covers,
          coveredPerHour: Math.round((covers.length / Math.max(hours ?? 1, 1)) * 100) / 100,
        }
      })
      .sort((a, b) => b.coveredPerHour - a.coveredPerHour || a.price - b.price || a.trainingId - b.trainingId)
      .slice(0, GAP_TRAININGS)
    return {
      name,
      workRoleCodes,
      missingStatements: described.map((statement) => ({ code: statement.code, text: statement.description })),
      trainings: ranked,
    }
  }

  /** The path, when the caller may see it; §8 "We have errors loading the selected career path." otherwise. */
  async visiblePath(user: SessionUser, careerId: number): Promise<PathRow> {
    const [path] = await this.db
      .select()
      .from(careerPaths)
      .where(and(eq(careerPaths.id, careerId), this.visibleTo(user)))
    if (!path) throw new AppError(ErrorCode.CAREER_PATH_NOT_FOUND)
    return path
  }

  private async editablePath(user: SessionUser, careerId: number) {
    const path = await this.visiblePath(user, careerId)
    if (!this.canEdit(user, path)) throw new AppError(ErrorCode.CAREER_PATH_READ_ONLY)
    // #16 train talent: editing or deleting a company's path needs a plan that includes it.
    if (path.owner === 'company') await this.plans.assertFeature(this.companyOf(user), 'trainTalent')
    return path
  }

  private canEdit(user: SessionUser, path: PathRow) {
    if (path.owner === 'talent') return user.role === 'talent' && path.ownerTalentId === user.id
    if (path.owner === 'company') return user.role === 'company' && path.ownerCompanyId === user.companyId
    return false
  }

  private visibleTo(user: SessionUser): SQL {
    if (user.role !== 'talent' && user.role !== 'company') return sql`${careerPaths.owner} = 'system'`
    if (user.role === 'company') {
      return sql`(${careerPaths.owner} = 'system' or ${careerPaths.isPublic} or ${careerPaths.ownerCompanyId} = ${user.companyId ?? 0})`
    }
    return sql`(${careerPaths.owner} = 'system' or ${careerPaths.isPublic} or ${careerPaths.ownerTalentId} = ${user.id}
      or ${careerPaths.ownerCompanyId} in (select ${companyTeamMembers.companyId} from ${companyTeamMembers}
        where ${companyTeamMembers.talentId} = ${user.id} and ${companyTeamMembers.status} = 'active')
      or ${careerPaths.id} in (select ${companyCareerRecommendations.careerPathId} from ${companyCareerRecommendations}
        where ${companyCareerRecommendations.talentId} = ${user.id}))`
  }

  private async summaries(user: SessionUser, rows: PathRow[], t: Translate): Promise<CareerSummary[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const language = languageOfTranslator(t)
    const roles = new Map((await this.framework.listWorkRoles(language)).map((role) => [role.code, role.name]))
    const [counts, saved, scores] = await Promise.all([
      this.db
        .select({ id: careerPathTrainings.careerPathId, total: sql<number>`count(*)::int` })
        .from(careerPathTrainings)
        .where(inArray(careerPathTrainings.careerPathId, ids))
        .groupBy(careerPathTrainings.careerPathId),
      user.role === 'talent'
        ? this.db
            .select()
            .from(talentSavedCareers)
            .where(and(eq(talentSavedCareers.talentId, user.id), inArray(talentSavedCareers.careerPathId, ids)))
        : Promise.resolve([]),
      user.role === 'talent'
        ? storedCareerScores(this.db, user.id, ids)
        : Promise.resolve(new Map<number, CareerScore>()),
    ])
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      owner: row.owner,
      name: row.name,
      description: row.description,
      securityLevel: row.securityLevel,
      clearanceRequired: row.clearanceRequired,
      polygraphRequired: row.polygraphRequired,
      isPublic: row.isPublic,
      workRoles: row.workRoleCodes.map((code) => ({ code, name: roles.get(code) ?? code })),
      trainingCount: counts.find((count) => count.id === row.id)?.total ?? 0,
      canEdit: this.canEdit(user, row),
      savedAt: ((found) => (found ? iso(found.savedAt) : null))(saved.find((entry) => entry.careerPathId === row.id)),
      score: scores.get(row.id) ?? null,
    }))
  }

  /** A path not followed: its percentage computed for this talent without storing it. */
  private async scoreUnsaved(talentId: number, careerId: number): Promise<CareerScore> {
    const [path] = await this.db.select().from(careerPaths).where(eq(careerPaths.id, careerId))
    const [counts] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        done: sql<number>`count(*) filter (where ${trainingProgress.status} = 'completed')::int`,
      })
      .from(careerPathTrainings)
      .leftJoin(
        trainingProgress,
        and(eq(trainingProgress.trainingId, careerPathTrainings.trainingId), eq(trainingProgress.userId, talentId)),
      )
      .where(eq(careerPathTrainings.careerPathId, careerId))
    const codes = path!.workRoleCodes
    const stored =
      codes.length === 0
        ? []
        : await this.db
            .select({ code: talentRoleFits.workRoleCode, percentage: talentRoleFits.percentage })
            .from(talentRoleFits)
            .where(and(eq(talentRoleFits.userId, talentId), inArray(talentRoleFits.workRoleCode, codes)))
    const fitOf = new Map(stored.map((row) => [row.code, row.percentage]))
    const total = counts?.total ?? 0
    const done = counts?.done ?? 0
    return {
      careerId,
      ...careerPercentage(
        done,
        total,
        codes.map((code) => fitOf.get(code) ?? 0),
      ),
      completedTrainings: done,
      totalTrainings: total,
    }
  }

  private basics(input: CareerBasics) {
    return {
      name: input.name,
      description: input.description,
      securityLevel: input.securityLevel,
      clearanceRequired: input.clearanceRequired,
      polygraphRequired: input.polygraphRequired,
      isPublic: input.isPublic,
      workRoleCodes: [...new Set(input.workRoleCodes)],
    }
  }

  private async assertTrainingsExist(ids: number[], path: (index: number) => string, items?: { trainingId: number }[]) {
    if (ids.length === 0) return
    const found = new Set(
      (await this.db.select({ id: trainings.id }).from(trainings).where(inArray(trainings.id, ids))).map(
        (row) => row.id,
      ),
    )
    const list = items ?? ids.map((trainingId) => ({ trainingId }))
    const issues = list.flatMap((item, index) =>
      found.has(item.trainingId)
        ? []
        : [{ path: path(index), code: 'unknown_code', params: { code: String(item.trainingId) } }],
    )
    if (issues.length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, { issues })
  }

  private companyOf(user: SessionUser) {
    if (user.role !== 'company' || user.companyId === null) throw new AppError(ErrorCode.FORBIDDEN)
    return user.companyId
  }

  private async activeMember(companyId: number, talentId: number) {
    const [row] = await this.db
      .select({ talent: users })
      .from(companyTeamMembers)
      .innerJoin(users, eq(users.id, companyTeamMembers.talentId))
      .where(
        and(
          eq(companyTeamMembers.companyId, companyId),
          eq(companyTeamMembers.talentId, talentId),
          eq(companyTeamMembers.status, 'active'),
        ),
      )
    if (!row) throw new AppError(ErrorCode.NOT_FOUND)
    return row.talent
  }

  private async publicMember(companyId: number, talentId: number) {
    const [row] = await this.db
      .select({ link: companyTeamMembers })
      .from(companyTeamMembers)
      .where(
        and(
          eq(companyTeamMembers.companyId, companyId),
          eq(companyTeamMembers.talentId, talentId),
          eq(companyTeamMembers.status, 'active'),
          eq(companyTeamMembers.publicProfile, true),
        ),
      )
    if (!row) throw new AppError(ErrorCode.NOT_FOUND)
  }
}
