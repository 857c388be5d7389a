import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ConnectedAccountsSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type ConnectedAccounts = z.infer<typeof ConnectedAccountsSchema>
export type Provider = ConnectedAccounts['availableProviders'][number]['provider']

export const CONNECTED_ACCOUNTS_QUERY_KEY = ['settings', 'connected-accounts'] as const

/** How the account signs in: password, connected providers, two-step; and the providers it could connect. */
export const getConnectedAccounts = async (): Promise<ConnectedAccounts> =>
  (await api.get<{ data: ConnectedAccounts }>('/users/ConnectedAccounts')).data

export const getConnectedAccountsQueryOptions = () =>
  queryOptions({ queryKey: CONNECTED_ACCOUNTS_QUERY_KEY, queryFn: getConnectedAccounts })

export const useConnectedAccounts = () => useQuery(getConnectedAccountsQueryOptions())
