import { AI_SEARCH_GROUP_LIMIT, type AiCareerHitSchema } from '@sentinela/shared/schemas/ai'
import type { z } from 'zod'
import type { SessionUser } from '../../plugins/access'
import type { CareersService } from '../careers/careers.service'
import { GENERIC_WORDS } from './lexicon'
import { ItemWords, reasonsFor, topHits, type Reasons } from './match-reasons'
import { clearanceFilter, queryOf, type Context, type Hits } from './search-plan'

// Career paths: the caller's visible paths (Sentinela's, public ones, their own and their company's)

type CareerHit = z.infer<typeof AiCareerHitSchema>

/** Career paths read for one query: every path most callers may see (Sentinela's first, then by name). */
const CAREER_CANDIDATES = 100

/**
 * Whom careers.list shows Sentinela's paths alone: anyone neither a talent nor a company user (the operator, a
 * visitor). An anonymous visitor reads the paths as such a caller, with no saves or scores of their own.
 */
const VISITOR: SessionUser = { id: 0, role: 'operator', companyId: null, isMainAdmin: false }

/** The visible paths that lead to an understood role or whose name says a telling word of the query. */
export async function searchCareers(
  careers: CareersService,
  { viewer, plan, t, roleNames }: Context,
): Promise<Hits<CareerHit>> {
  const { filters } = plan
  const { data } = await careers.list(viewer ?? VISITOR, { owner: 'all', page: 1, limit: CAREER_CANDIDATES }, t, {
    count: false,
  })
  const hits: { key: string; item: CareerHit; reasons: Reasons }[] = []
  for (const path of data) {
    const roles = path.workRoles.map((role) => role.code)
    const title = new ItemWords([path.name])
    const reasons = reasonsFor(
      {
        title,
        body: new ItemWords([path.description, ...path.workRoles.map((role) => role.name)]),
        roles,
        filters: clearanceFilter(filters, path.clearanceRequired),
      },
      queryOf(plan),
      roleNames,
    )
    // A path is a hit when it leads to an understood role or its name says a telling word of the query.
    const named = plan.contentWords.some((word) => !GENERIC_WORDS.has(word) && title.has(word))
    if (reasons.why.workRoles.length === 0 && !named) continue
    hits.push({
      key: String(path.id),
      item: {
        id: path.id,
        name: path.name,
        description: path.description,
        owner: path.owner,
        workRoleCodes: roles,
        trainingsCount: path.trainingCount,
      },
      reasons,
    })
  }
  return { items: topHits(hits, AI_SEARCH_GROUP_LIMIT), total: hits.length }
}
