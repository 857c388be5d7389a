import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CompanyJob } from '@sentinela/shared/schemas/jobs'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

/** The most the API gives in one page (CompanyJobsRequestSchema). */
const PAGE_LIMIT = 100
/** A dashboard reads at most this many pages (1,000 jobs): beyond that a company reads its job list instead. */
const MAX_PAGES = 10

interface CompanyJobsPage {
  data: CompanyJob[]
  totalNumberOfRecords: number
}

export interface AllCompanyJobs {
  jobs: CompanyJob[]
  /** Every job the company has, even when more than the dashboard read. */
  total: number
}

/** POST /positions/company, page after page: every job of the company with its candidates per status. */
export async function listAllCompanyJobs(signal?: AbortSignal): Promise<AllCompanyJobs> {
  const jobs: CompanyJob[] = []
  let total = 0
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.post<CompanyJobsPage>('/positions/company', { page, limit: PAGE_LIMIT }, { signal })
    jobs.push(...answer.data)
    total = answer.totalNumberOfRecords
    if (answer.data.length < PAGE_LIMIT || jobs.length >= total) break
  }
  return { jobs, total }
}

export const listAllCompanyJobsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['company', 'dashboard', 'jobs', language],
    queryFn: ({ signal }) => listAllCompanyJobs(signal),
  })

export const useAllCompanyJobs = () => useQuery(listAllCompanyJobsQueryOptions(useLanguage()))
