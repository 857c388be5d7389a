import { sql, type SQL } from 'drizzle-orm'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import type { TalentCard, TalentSearch, TopTalentInput } from '@sentinela/shared/schemas/talent-search'
import { refreshApplicationFits } from '../../db/application-fit'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import { SEARCH_COUNT_LIMIT } from '@sentinela/shared/schemas/common'
import { toSearchQuery } from '../../lib/search-query'
import { cappedCount, escapeLike, rowsOf, windowPage } from '../../lib/sql'
import type { PlansService } from '../billing/plans.service'
import type { FrameworkService } from '../framework/framework.service'
import { photoUrlOf, type NiceSelectionReader } from '../profile/profile.service'

const TOP_ROLES = 3
const CARD_CERTIFICATIONS = 5

interface CardRow {
  talentId: number
  firstName: string
  lastName: string
  photoKey: string | null
  currentJobTitle: string | null
  country: string | null
  city: string | null
  experienceMonths: number
  highestEducationLevel: number | null
  hasClearance: boolean
  clearanceLevel: number | null
  openToTravel: number | null
  seekingOpportunities: boolean
  sharesProfile: boolean
  fit: number | null
}

type Filters = Omit<TopTalentInput, 'workRoleCode'> & { workRoleCode?: string | undefined }

/**
 * A top talent card as a plan without top talent shows it (#16): the fit for the role, the country, years of
 * experience and clearance; no name, photo, job title, city, certifications, languages or other roles, and the card's
 * rank on the results instead of the talent's id, so nothing on it names the talent or opens anything about them.
 */
function preview(card: TalentCard, rank: number): TalentCard {
  return {
    talentId: rank,
    firstName: '',
    lastName: '',
    photoUrl: null,
    currentJobTitle: null,
    country: card.country,
    city: null,
    yearsOfExperience: card.yearsOfExperience,
    highestEducationLevel: null,
    hasClearance: card.hasClearance,
    clearanceLevel: card.clearanceLevel,
    openToTravel: null,
    seekingOpportunities: false,
    sharesProfile: false,
    certifications: [],
    languages: [],
    topRoles: [],
    fit: card.fit,
  }
}

/** A search's conditions on users (u), talent_profiles (p) and the role's fit (f). */
interface Conditions {
  user: SQL[]
  profile: SQL[]
  fit: SQL[]
}

/**
 * Companies looking for people (#6): talent search over talents who consented to data sharing, and top talent over
 * those who opted in, ranked by the stored fit for a role (an index range scan on talent_role_fits). Cards carry the
 * professional profile only, never contact data.
 */
export class TalentSearchService {
  constructor(
    private readonly db: Database,
    private readonly framework: FrameworkService,
    private readonly profiles: NiceSelectionReader,
    private readonly plans: PlansService,
  ) {}

  /**
   * POST /marketplace/TalentSerch, /talent/fetch. Hard-skill filters (NICE role and fit, certification) and soft-skill
   * filters (personality type) need a plan that includes them (#16).
   */
  /** `count: false` skips the total (0 then), for callers that read only the page (the AI search's later steps). */
  async search(companyId: number, input: TalentSearch, t: Translate, { count = true }: { count?: boolean } = {}) {
    const hard = input.workRoleCode !== undefined || input.minFit !== undefined || input.certification !== undefined
    const soft = (input.personalityTypes?.length ?? 0) > 0
    if (hard || soft) {
      const plan = await this.plans.inForce(companyId)
      if (hard && !plan.limits.hardSkillFilters) {
        throw this.plans.refusal(ErrorCode.PLAN_HARD_SKILL_REQUIRED, plan, 'hardSkillFilters')
      }
      if (soft && !plan.limits.softSkillFilters) {
        throw this.plans.refusal(ErrorCode.PLAN_SOFT_SKILL_REQUIRED, plan, 'softSkillFilters')
      }
    }
    const where = this.commonConditions(input)
    // Matches the partial index users_sharing_idx, so counting reads only the talents who share their profile.
    where.user.push(sql`u.data_sharing_consent`)
    // The profile's words, place, NICE roles and synonyms in three languages, accents ignored (decision 005).
    const query = input.text ? toSearchQuery(input.text) : undefined
    if (input.text && !query) return { data: [], totalNumberOfRecords: 0, totalIsCapped: false, preview: false }
    if (query) where.profile.push(sql`p.search_vector @@ ${query}`)
    if (input.certification) {
      where.user.push(
        sql`exists (select 1 from talent_certifications c where c.user_id = u.id and c.name ilike ${`%${escapeLike(input.certification)}%`})`,
      )
    }
    for (const language of input.languages ?? []) {
      where.user.push(
        sql`exists (select 1 from talent_languages l where l.user_id = u.id and l.language = ${language})`,
      )
    }
    if (input.educationLevel !== undefined)
      where.profile.push(sql`p.highest_education_level >= ${input.educationLevel}`)
    if (input.minYearsExperience !== undefined) {
      where.profile.push(sql`p.experience_months >= ${input.minYearsExperience * 12}`)
    }
    if (input.openToTravel) where.profile.push(sql`p.open_to_travel >= 2`)
    if (soft) where.profile.push(sql`p.personality_type in ${input.personalityTypes}`)
    // By fit, in the order of talent_role_fits_role_percentage_idx (nulls last, then the user), so the first page is
    // the first entries of the index rather than a sort of every talent with the role.
    const order = input.workRoleCode
      ? sql`f.percentage desc nulls last, f.user_id`
      : query
        ? { rank: query }
        : sql`p.updated_at desc nulls last, u.id`
    return this.page(input, where, order, t, count)
  }

  /**
   * POST positions/company/toptalent and TopTalentFilter: opted-in talents ranked by fit for the role. On a plan without
   * top talent (#16), a preview: the same ranking, fit only, nobody named or identifiable (see `preview`). The minimum
   * fit is a hard-skill filter.
   */
  async topTalent(companyId: number, input: TopTalentInput & { page: number; limit: number }, t: Translate) {
    const plan = await this.plans.inForce(companyId)
    if (input.minFit !== undefined && !plan.limits.hardSkillFilters) {
      throw this.plans.refusal(ErrorCode.PLAN_HARD_SKILL_REQUIRED, plan, 'hardSkillFilters')
    }
    // page() checks the role code, as for every search with a role.
    const where = this.commonConditions({ ...input, minFit: input.minFit ?? 1 })
    // Matches the partial index users_top_talent_idx.
    where.user.push(sql`u.top_talent_opt_in`)
    const found = await this.page(input, where, sql`f.percentage desc nulls last, f.user_id`, t)
    if (plan.limits.topTalent) return found
    const first = (input.page - 1) * input.limit
    return { ...found, data: found.data.map((card, index) => preview(card, first + index + 1)), preview: true }
  }

  /**
   * PUT /positions/company/UpdateTopTalent: the talent's fit for the role computed again from the statements they
   * hold now (and stored), explained statement by statement. For talents a company may look at: opted into top
   * talent, or sharing their profile.
   */
  async refreshFit(companyId: number, talentId: number, workRoleCode: string, t: Translate) {
    const [visible] = rowsOf<{ id: number; sharesProfile: boolean }>(
      await this.db.execute(sql`select id, data_sharing_consent as "sharesProfile" from users where id = ${talentId}
        and role = 'talent' and status = 'active' and (top_talent_opt_in or data_sharing_consent)`),
    )
    if (!visible) throw new AppError(ErrorCode.NOT_FOUND)
    // Known only from top talent: the plan must include it (#16).
    if (!visible.sharesProfile) await this.plans.assertFeature(companyId, 'topTalent')
    const language = languageOfTranslator(t)
    const role = await this.framework.findWorkRole(language, workRoleCode)
    if (!role) throw new AppError(ErrorCode.NOT_FOUND)
    const { statementCodes } = await this.profiles.getNiceSelection(talentId)
    const fit = computeRoleFit(statementCodes, (await this.framework.getRoleStatements()).get(workRoleCode) ?? [])
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`insert into talent_role_fits (user_id, work_role_code, percentage)
        values (${talentId}, ${workRoleCode}, ${fit.percentage})
        on conflict (user_id, work_role_code) do update set percentage = excluded.percentage, updated_at = now()`)
      // Pipelines rank by the mean of these fits.
      await refreshApplicationFits(tx, { talentId })
    })
    const described = new Map(
      (await this.framework.describeStatements([...fit.heldCodes, ...fit.missingCodes], language)).map((statement) => [
        statement.code,
        statement,
      ]),
    )
    return {
      workRoleCode,
      name: role.name,
      categoryCode: role.categoryCode,
      percentage: fit.percentage,
      coverage: fit.coverage,
      held: fit.heldCodes.map((code) => described.get(code)!),
      missing: fit.missingCodes.map((code) => described.get(code)!),
    }
  }

  /** Conditions by the table they read: the profile is joined for counting only when one of them needs it. */
  private commonConditions(input: Filters): Conditions {
    const where: Conditions = {
      user: [sql`u.role = 'talent'`, sql`u.status = 'active'`],
      profile: [],
      fit: [],
    }
    if (input.country) where.profile.push(sql`p.country = ${input.country}`)
    if (input.hasClearance !== undefined) where.profile.push(sql`p.has_clearance = ${input.hasClearance}`)
    if (input.clearanceLevel !== undefined) {
      where.profile.push(sql`p.has_clearance and p.clearance_level >= ${input.clearanceLevel}`)
    }
    if (input.seekingOpportunities !== undefined) {
      where.profile.push(sql`p.seeking_opportunities = ${input.seekingOpportunities}`)
    }
    if (input.workRoleCode && input.minFit !== undefined) where.fit.push(sql`f.percentage >= ${input.minFit}`)
    return where
  }

  private async page(
    input: Filters & { page: number; limit: number },
    where: Conditions,
    /** An ORDER BY, or the text query to rank by within the newest matches. */
    order: SQL | { rank: SQL },
    t: Translate,
    withCount = true,
  ): Promise<{ data: TalentCard[]; totalNumberOfRecords: number; totalIsCapped: boolean; preview: boolean }> {
    if (input.workRoleCode) await this.framework.assertWorkRolesExist([input.workRoleCode], () => 'workRoleCode')
    // With a role, the fit row joins by its index (work_role_code, percentage desc, user_id).
    const fitJoin = input.workRoleCode
      ? sql`join talent_role_fits f on f.user_id = u.id and f.work_role_code = ${input.workRoleCode}`
      : sql``
    const all = [...where.user, ...where.profile, ...where.fit]
    const pageWhere = sql.join(all, sql` and `)
    // A talent's profile row is created on their first save; without profile conditions they count all the same.
    const countFrom =
      where.profile.length > 0
        ? sql`from users u join talent_profiles p on p.user_id = u.id ${fitJoin}`
        : sql`from users u ${fitJoin}`
    const columns = sql`u.id as "talentId", u.first_name as "firstName", u.last_name as "lastName",
          p.photo_key as "photoKey", p.current_job_title as "currentJobTitle", p.country, p.city,
          coalesce(p.experience_months, 0) as "experienceMonths",
          p.highest_education_level as "highestEducationLevel", coalesce(p.has_clearance, false) as "hasClearance",
          p.clearance_level as "clearanceLevel", p.open_to_travel as "openToTravel",
          coalesce(p.seeking_opportunities, false) as "seekingOpportunities",
          u.data_sharing_consent as "sharesProfile",
          ${input.workRoleCode ? sql`f.percentage` : sql`null::int`} as fit`
    const offset = (input.page - 1) * input.limit
    const countMatches = () => cappedCount(this.db, sql`select 1 ${countFrom} where ${pageWhere}`)
    let page: { rows: CardRow[]; total: number; totalIsCapped: boolean }
    if ('rank' in order) {
      // Ranked by text, as the job search does (decision 004): within the newest SEARCH_COUNT_LIMIT matches (the
      // pages shown never go past them), since a broad word ("cloud") matches thousands of talents and ranking them
      // all reads every match's vector (100 ms at 100,000 talents, 20 ms within the window). The window reads one
      // match more than it ranks, and that is the capped count: one pass over the matches, not a second query
      // repeating it (on the embedded database the two ran one after the other). The page is cut before the card's
      // columns are read.
      const result = await this.db.execute(sql`with window_ as (
          select u.id, p.search_vector from users u join talent_profiles p on p.user_id = u.id ${fitJoin}
          where ${pageWhere} order by u.id desc limit ${SEARCH_COUNT_LIMIT + 1}),
        ranked as (select w.id, ts_rank(w.search_vector, ${order.rank}) as rank
          from (select * from window_ order by id desc limit ${SEARCH_COUNT_LIMIT}) w
          order by rank desc, w.id limit ${input.limit} offset ${offset})
        select ${columns}, (select count(*)::int from window_) as "windowCount"
        from ranked r join users u on u.id = r.id join talent_profiles p on p.user_id = u.id ${fitJoin}
        order by r.rank desc, u.id`)
      page = await windowPage(rowsOf<CardRow & { windowCount: number }>(result), { offset, withCount, countMatches })
    } else {
      const [result, counted] = await Promise.all([
        this.db.execute(sql`select ${columns} from users u left join talent_profiles p on p.user_id = u.id ${fitJoin}
            where ${pageWhere} order by ${order} limit ${input.limit} offset ${offset}`),
        withCount ? countMatches() : { total: 0, totalIsCapped: false },
      ])
      page = { rows: rowsOf<CardRow>(result), ...counted }
    }
    return {
      data: await this.cards(page.rows, input.workRoleCode, t),
      totalNumberOfRecords: page.total,
      totalIsCapped: page.totalIsCapped,
      preview: false,
    }
  }

  /**
   * The cards of a page: the best roles, certifications and languages of its talents in one statement (each list
   * ordered inside its aggregate), role names from the framework in memory.
   */
  private async cards(rows: CardRow[], workRoleCode: string | undefined, t: Translate): Promise<TalentCard[]> {
    const ids = rows.map((row) => row.talentId)
    if (ids.length === 0) return []
    const [catalog, lists] = await Promise.all([
      this.framework.getCatalog(),
      this.db.execute(sql`select u.id as "talentId",
          coalesce((select json_agg(json_build_object('workRoleCode', f.work_role_code, 'percentage', f.percentage)
              order by f.percentage desc, f.work_role_code)
            from (select work_role_code, percentage from talent_role_fits where user_id = u.id and percentage > 0
              order by percentage desc, work_role_code limit ${TOP_ROLES}) f), '[]') as "topRoles",
          coalesce((select json_agg(c.name order by c.date_issued desc, c.id)
            from (select name, date_issued, id from talent_certifications where user_id = u.id
              order by date_issued desc, id limit ${CARD_CERTIFICATIONS}) c), '[]') as certifications,
          coalesce((select json_agg(json_build_object('language', l.language, 'level', l.level) order by l.id)
            from talent_languages l where l.user_id = u.id), '[]') as languages
        from users u where u.id in ${ids}`),
    ])
    const language = languageOfTranslator(t)
    const roleName = (code: string) => catalog.findWorkRole(language, code)?.name ?? code
    const listsOf = new Map(
      rowsOf<{
        talentId: number
        topRoles: { workRoleCode: string; percentage: number }[]
        certifications: string[]
        languages: { language: string; level: string }[]
      }>(lists).map((row) => [row.talentId, row]),
    )
    return rows.map((row) => ({
      talentId: row.talentId,
      firstName: row.firstName,
      lastName: row.lastName,
      // A top talent who does not share the profile is listed without a photo (it would not be served anyway).
      photoUrl: row.sharesProfile ? photoUrlOf(row.talentId, row.photoKey) : null,
      currentJobTitle: row.currentJobTitle,
      country: row.country,
      city: row.city,
      yearsOfExperience: Math.floor(row.experienceMonths / 12),
      highestEducationLevel: row.highestEducationLevel,
      hasClearance: row.hasClearance,
      clearanceLevel: row.clearanceLevel,
      openToTravel: row.openToTravel,
      seekingOpportunities: row.seekingOpportunities,
      sharesProfile: row.sharesProfile,
      certifications: listsOf.get(row.talentId)?.certifications ?? [],
      languages: listsOf.get(row.talentId)?.languages ?? [],
      topRoles: (listsOf.get(row.talentId)?.topRoles ?? []).map((item) => ({
        workRoleCode: item.workRoleCode,
        name: roleName(item.workRoleCode),
        percentage: item.percentage,
      })),
      fit:
        workRoleCode && row.fit !== null ? { workRoleCode, name: roleName(workRoleCode), percentage: row.fit } : null,
    }))
  }
}
