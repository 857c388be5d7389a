import { AI_SEARCH_GROUP_LIMIT } from '@sentinela/shared/schemas/ai'
import type { JobSearch, JobSummary } from '@sentinela/shared/schemas/jobs'
import { foldedWords } from '@sentinela/shared/search/fold'
import type { JobsService } from '../jobs/jobs.service'
import { ItemWords, placeFilters, POINTS, reasonsFor, topHits } from './match-reasons'
import { formKey, type QueryLexicon } from './query-parser'
import { clearanceFilter, queryOf, type Context, type Hits } from './search-plan'
import { CANDIDATES, collect, definedOnly, textOf, unique } from './search-steps'

// Jobs: the job search with the caller's visibility (public jobs, and private ones of their own company or team)

/** Roles besides the closest one a job search tries when the closest finds too little. */
const OTHER_ROLES_TRIED = 2

/**
 * The closest role with the words and every filter; then without the words, with the other roles, with fewer
 * filters, until enough jobs are found. Without a role, the words; without words either, the filters alone.
 */
export async function searchJobs(
  jobs: JobsService,
  { viewer, plan, t, roleNames, lexicon }: Context,
): Promise<Hits<JobSummary>> {
  const { filters } = plan
  const place = definedOnly({ country: filters.country, city: filters.city })
  const all = definedOnly({
    ...place,
    modality: filters.modality.length > 0 ? filters.modality : undefined,
    clearanceRequired: filters.clearanceRequired,
  })
  const broad = definedOnly({ country: filters.country, modality: all.modality })
  const typed = [...filters.words, ...plan.seniorityWords]
  const variants: Partial<JobSearch>[] = []
  const [closest, ...others] = filters.workRoleCodes
  if (closest) {
    variants.push({ workRoleCode: closest, ...textOf(typed), ...all })
    variants.push({ workRoleCode: closest, ...all })
    for (const code of others.slice(0, OTHER_ROLES_TRIED)) variants.push({ workRoleCode: code, ...all })
    variants.push({ workRoleCode: closest, ...broad }, { workRoleCode: closest })
  } else if (typed.length > 0) {
    // The seniority words typed are searched first, then let go ("prácticas en ciberseguridad").
    for (const words of [typed, filters.words]) if (textOf(words).text) variants.push({ ...textOf(words), ...all })
    variants.push({ ...textOf(typed), ...broad }, textOf(typed))
  } else if (Object.keys(all).length > 0) {
    variants.push(all)
  }

  const { found, total } = await collect(
    unique(variants),
    async (variant, count) => {
      // With a role, the newest matches (the listed index, read in order); this search ranks them itself. Without
      // one, the job search's relevance picks which of many word matches to read.
      const sort = variant.workRoleCode ? 'newest' : 'relevance'
      const page = await jobs.search(viewer, { sort, page: 1, limit: CANDIDATES, ...variant }, t, { count })
      return { items: page.data, total: page.totalNumberOfRecords }
    },
    (job) => job.id,
  )
  const hits = found.map((job) => {
    const seniority = titleSeniority(job.jobTitle, lexicon)
    const satisfied = [
      ...placeFilters(filters, job),
      ...((filters.modality as readonly string[]).includes(job.modality)
        ? [{ field: 'modality', value: job.modality }]
        : []),
      ...clearanceFilter(filters, job.clearanceRequired),
      ...(filters.seniority && seniority === filters.seniority ? [{ field: 'seniority', value: seniority }] : []),
    ]
    const reasons = reasonsFor(
      {
        title: new ItemWords([job.jobTitle]),
        body: new ItemWords([job.excerpt, job.companyName, ...job.roles.map((role) => role.name)]),
        roles: job.roles.map((role) => role.workRoleCode),
        filters: satisfied,
        bonus: filters.seniority && seniority && seniority !== filters.seniority ? POINTS.otherSeniority : 0,
      },
      queryOf(plan),
      roleNames,
    )
    return { key: String(job.id), item: job, reasons }
  })
  const items = topHits(hits, AI_SEARCH_GROUP_LIMIT)
  return { items, total }
}

/** The seniority a job title says ("Junior SOC Analyst", "Pentester Sr"), if any. */
function titleSeniority(title: string, lexicon: QueryLexicon) {
  for (const word of foldedWords(title)) {
    const seniority = lexicon.titleWords.get(formKey(word))
    if (seniority) return seniority
  }
  return undefined
}
