import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CompanyJob, JobStatus } from '@sentinela/shared/schemas/jobs'
import { api } from './api-client'

export interface CompanyJobsQuery {
  status?: JobStatus
  page: number
  limit: number
}

export interface CompanyJobsPage {
  data: CompanyJob[]
  totalNumberOfRecords: number
}

/** POST /positions/company: the company's jobs in any status, with their candidates per communication status. */
export const listCompanyJobs = (query: CompanyJobsQuery, signal?: AbortSignal) =>
  api.post<CompanyJobsPage>('/positions/company', query, { signal })

export const listCompanyJobsQueryOptions = (query: CompanyJobsQuery) =>
  queryOptions({
    queryKey: ['company-jobs', 'list', query],
    queryFn: ({ signal }) => listCompanyJobs(query, signal),
    // The page keeps its rows while the next page or filter arrives.
    placeholderData: keepPreviousData,
  })

export const useCompanyJobs = (query: CompanyJobsQuery) => useQuery(listCompanyJobsQueryOptions(query))
