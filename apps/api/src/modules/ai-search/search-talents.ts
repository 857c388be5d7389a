import { AI_SEARCH_GROUP_LIMIT } from '@sentinela/shared/schemas/ai'
import type { TalentCard, TalentSearch } from '@sentinela/shared/schemas/talent-search'
import type { PlansService } from '../billing/plans.service'
import type { TalentSearchService } from '../talent-search/talent-search.service'
import { YEARS_OF } from './lexicon'
import { ItemWords, placeFilters, reasonsFor, topHits } from './match-reasons'
import { clearanceFilter, queryOf, type Context, type Hits } from './search-plan'
import { collect, definedOnly, textOf, unique } from './search-steps'

// Talents: company users only, through the talent search (sharing talents only, the plan's filter gates kept)

/** Talents each talent search step reads (a card costs more to make than a job's line). */
const TALENT_CANDIDATES = 10

/** Where talents are found, and whether the company's plan lets it filter by role. */
export interface TalentSources {
  talents: TalentSearchService
  plans: PlansService
}

/**
 * With a plan that has hard-skill filters, the closest role as the talent search's role filter (ranked by fit);
 * without one, the words that named the role, as a company could type them: the AI search never opens a filter the
 * plan does not include. Then fewer filters, until enough talents are found.
 */
export async function searchTalents(
  { talents, plans }: TalentSources,
  { viewer, plan, t, roleNames }: Context,
): Promise<Hits<TalentCard>> {
  const companyId = viewer?.companyId
  if (!companyId) return { items: [], total: 0 }
  const { filters } = plan
  const [closest] = filters.workRoleCodes
  const roleFilter = closest !== undefined && (await plans.hasFeature(companyId, 'hardSkillFilters'))
  const years =
    filters.seniority && filters.seniority !== 'entry' ? { minYearsExperience: YEARS_OF[filters.seniority][0] } : {}
  const all = definedOnly({ country: filters.country, hasClearance: filters.clearanceRequired, ...years })
  const city = filters.city ? [filters.city] : []
  const variants: Partial<TalentSearch>[] = []
  if (closest && roleFilter) {
    const role = { workRoleCode: closest, minFit: 1 }
    variants.push({ ...role, ...textOf([...filters.words, ...city]), ...all }, { ...role, ...all })
    variants.push({ ...role, ...definedOnly({ country: filters.country }) }, role)
  } else {
    const named = [...plan.roleWords, ...filters.words]
    if (named.length > 0) {
      variants.push({ ...textOf([...named, ...city]), ...all }, { ...textOf(named), ...all })
      variants.push({ ...textOf(named), ...definedOnly({ country: filters.country }) }, textOf(named))
    } else if (Object.keys(all).length > 0 || city.length > 0) {
      variants.push({ ...textOf(city), ...all })
    }
  }
  const { found, total } = await collect(
    unique(variants),
    async (variant, count) => {
      const page = await talents.search(companyId, { page: 1, limit: TALENT_CANDIDATES, ...variant }, t, {
        count,
      })
      // The talent search lists only talents who share their profile; checked again, as nobody else may show.
      return { items: page.data.filter((card) => card.sharesProfile), total: page.totalNumberOfRecords }
    },
    (card) => card.talentId,
  )
  const hits = found.map((card) => {
    const roles = [...card.topRoles.map((role) => role.workRoleCode), ...(card.fit ? [card.fit.workRoleCode] : [])]
    const [least, under] = filters.seniority ? YEARS_OF[filters.seniority] : [0, 0]
    const satisfied = [
      ...placeFilters(filters, card),
      ...clearanceFilter(filters, card.hasClearance),
      ...(filters.seniority && card.yearsOfExperience >= least && card.yearsOfExperience < under
        ? [{ field: 'seniority', value: filters.seniority }]
        : []),
    ]
    const reasons = reasonsFor(
      {
        title: new ItemWords([card.currentJobTitle]),
        body: new ItemWords([...card.certifications, ...card.topRoles.map((role) => role.name), card.city]),
        roles,
        filters: satisfied,
      },
      queryOf(plan),
      roleNames,
    )
    return { key: String(card.talentId), item: card, reasons }
  })
  const items = topHits(hits, AI_SEARCH_GROUP_LIMIT)
  return { items, total }
}
