import type { QueryClient } from '@tanstack/react-query'

/** Every jobs query starts with `jobs` (STYLE.md §8). */
export const JOBS_QUERY_KEY = ['jobs'] as const

/** The queries that carry a talent's marks (saved, applied, status); reference data (countries, roles) is not. */
const PERSONAL_KINDS = new Set(['search', 'detail', 'eligibility', 'saved', 'applied'])

/**
 * After a save or an application: the marks on search results, the job page, the eligibility and the saved and
 * applied lists all come again, so every screen agrees.
 */
export function invalidateJobData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: JOBS_QUERY_KEY,
    predicate: (query) => PERSONAL_KINDS.has(String(query.queryKey[1])),
  })
}
