import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { JobSearchInput, JobSearchPage } from '@sentinela/shared/schemas/jobs'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { JOBS_QUERY_KEY } from './query-keys'

export type JobPage = JobSearchPage

/** POST /positions/fetch: one page of the jobs a search finds, and how many it finds in all (§7). */
export const searchJobs = (search: JobSearchInput, signal?: AbortSignal) =>
  api.post<JobPage>('/positions/fetch', search, { signal })

export const searchJobsQueryOptions = (search: JobSearchInput, language: Language) =>
  queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'search', search, language],
    queryFn: ({ signal }) => searchJobs(search, signal),
    // The last results stay on screen (dimmed) while the next search runs, so the page does not jump.
    placeholderData: keepPreviousData,
  })

/** `enabled: false` holds the search back (the screen still checks its filters). */
export const useSearchJobs = (search: JobSearchInput, enabled = true) =>
  useQuery({ ...searchJobsQueryOptions(search, useLanguage()), enabled })
