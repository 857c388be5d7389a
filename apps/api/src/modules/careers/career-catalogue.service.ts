import { and, eq, sql } from 'drizzle-orm'
import type { CareerDetail, CareerLevel } from '@sentinela/shared/schemas/careers'
import type { Database } from '../../db/client'
import {
  careerPaths,
  careerPathTrainings,
  companies,
  companyCareerRecommendations,
  trainingProgress,
  trainings,
} from '../../db/schema/index'
import type { Translate } from '../../lib/i18n'
import { talentIdOf, type SessionUser } from '../../plugins/access'
import { iso, type CareerPathAccess } from './career-path-access'

/** Browsing the career paths the caller may see: the list and one path with its trainings (§3 "Career path"). */
export class CareerCatalogueService {
  constructor(
    private readonly db: Database,
    private readonly access: CareerPathAccess,
  ) {}
  /** POST /marketplace/careers: the paths the caller may see, Sentinela's first, then by name. */
  /** `count: false` skips the total (0 then), for callers that read only the page (the AI search). */
  async list(
    user: SessionUser,
    input: { search?: string | undefined; owner: 'all' | 'system' | 'mine' | 'company'; page: number; limit: number },
    t: Translate,
    { count: counted = true }: { count?: boolean } = {},
  ) {
    const conditions = [this.access.visibleTo(user)]
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
    return { data: await this.access.summaries(user, rows, t), totalNumberOfRecords: count?.total ?? 0 }
  }

  /** GET /marketplace/careers/{careerId}: §8 "We have errors loading the selected career path." when not visible. */
  async detail(user: SessionUser, careerId: number, t: Translate): Promise<CareerDetail> {
    const path = await this.access.visiblePath(user, careerId)
    const [summary] = await this.access.summaries(user, [path], t)
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
}
