import { useQuery } from '@tanstack/react-query'
import type { Account } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export const OPERATOR_ACCOUNT_QUERY_KEY = ['operator', 'account'] as const

/** GET /operator/account: the signed-in operator, and whether two-step sign-in is on. */
export const getOperatorAccount = async (): Promise<Account> =>
  (await api.get<{ data: { account: Account } }>('/operator/account')).data.account

export const useOperatorAccount = () => useQuery({ queryKey: OPERATOR_ACCOUNT_QUERY_KEY, queryFn: getOperatorAccount })
