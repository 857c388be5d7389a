import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { CareerScore, CompanyCareer, EmployeeCareerScore } from '@sentinela/shared/schemas/careers'
import type { Database } from '../../db/client'
import {
  careerPaths,
  companies,
  companyCareerRecommendations,
  companyTeamMembers,
  talentCareerScores,
  users,
} from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { PlansService } from '../billing/plans.service'
import type { EmailService } from '../email/email.service'
import { companyOf, iso, type CareerPathAccess } from './career-path-access'
import { recomputeCareerScores, storedCareerScores, toScore } from '../../db/career-scores'

/**
 * Company paths for the cyber team (§3 cyber team member, §4): a company recommends or assigns a path to an active
 * member and follows the scores of members whose profile is public; the talent sees what companies recommended.
 */
export class CareerTeamService {
  constructor(
    private readonly db: Database,
    private readonly emails: EmailService,
    private readonly plans: PlansService,
    private readonly access: CareerPathAccess,
  ) {}
  /** GET /talent/companyCareers: what companies recommended or assigned to the talent (talent CompanyCareerPath). */
  async companyCareers(talent: SessionUser, t: Translate): Promise<CompanyCareer[]> {
    const rows = await this.db
      .select({ rec: companyCareerRecommendations, companyName: companies.name, path: careerPaths })
      .from(companyCareerRecommendations)
      .innerJoin(companies, eq(companies.id, companyCareerRecommendations.companyId))
      .innerJoin(careerPaths, eq(careerPaths.id, companyCareerRecommendations.careerPathId))
      .where(eq(companyCareerRecommendations.talentId, talent.id))
      .orderBy(desc(companyCareerRecommendations.assignedToTalent), desc(companyCareerRecommendations.recommendedDate))
    const summaries = await this.access.summaries(
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
    const companyId = companyOf(user)
    const member = await this.activeMember(companyId, input.talentId)
    const path = await this.access.visiblePath(user, input.careerId)
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
    const companyId = companyOf(user)
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

  /** POST /marketplace/talentCareerscore: a member's percentage, only while the member's profile is public (§3). */
  async talentScore(user: SessionUser, talentId: number, careerId: number): Promise<CareerScore> {
    const companyId = companyOf(user)
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
