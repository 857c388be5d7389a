import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Account } from '@sentinela/shared/schemas/accounts'
import type { CompanyProfile } from '@sentinela/shared/schemas/company'
import { api } from '../../../lib/api-client'
import { BILLING_QUERY_KEY } from './list-plans'

export interface BillingContact {
  account: Account
  profile: CompanyProfile
}

/** GET /companies/company: the signed-in user and company, to fill in the billing form's first values. */
export const getBillingContact = (signal?: AbortSignal) =>
  api
    .get<{ data: BillingContact }>('/companies/company', { signal })
    .then(({ data }) => ({ account: data.account, profile: data.profile }))

export const getBillingContactQueryOptions = () =>
  queryOptions({ queryKey: [...BILLING_QUERY_KEY, 'contact'], queryFn: ({ signal }) => getBillingContact(signal) })

export const useBillingContact = (enabled = true) => useQuery({ ...getBillingContactQueryOptions(), enabled })
