import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Account } from '@sentinela/shared/schemas/accounts'
import type { CompanyProfile } from '@sentinela/shared/schemas/company'
import { api } from './api-client'

/** Every company query starts with `company` (STYLE.md §8). */
export const COMPANY_QUERY_KEY = ['company'] as const
/** The signed-in user's company; the company screens and the job editor read and save through this one cache entry. */
export const MY_COMPANY_QUERY_KEY = [...COMPANY_QUERY_KEY, 'mine'] as const

export interface MyCompany {
  /** The signed-in company user: `isMainAdmin` says who manages admin users (§6). */
  account: Account
  profile: CompanyProfile
}

/** GET /companies/company: the session check answers the signed-in user and the whole company profile (§7). */
export const getCompany = (signal?: AbortSignal) =>
  api
    .get<{ data: MyCompany }>('/companies/company', { signal })
    .then(({ data }) => ({ account: data.account, profile: data.profile }))

export const getCompanyQueryOptions = () =>
  queryOptions({ queryKey: MY_COMPANY_QUERY_KEY, queryFn: ({ signal }) => getCompany(signal) })

export const useCompany = () => useQuery(getCompanyQueryOptions())
