import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Account } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'
import { getSessionCheckPath, type Role } from '../../../lib/session'

/** §7: `GET /profile` (talent) or `GET /companies/company` (company) also answer the signed-in account. */
export const getAccount = async (role: Role): Promise<Account> =>
  (await api.get<{ data: { account: Account } }>(getSessionCheckPath(role))).data.account

export const getAccountQueryKey = (role: Role) => ['settings', 'account', role] as const

export const getAccountQueryOptions = (role: Role) =>
  queryOptions({ queryKey: getAccountQueryKey(role), queryFn: () => getAccount(role) })

export const useAccount = (role: Role) => useQuery(getAccountQueryOptions(role))
