import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type ProviderKind = 'google' | 'sso'
export interface SignInProvider {
  provider: ProviderKind
  name: string
}

/** GET /authentication/providers: only the sign-in providers this server has configured. */
export const getProviders = (signal?: AbortSignal) =>
  api.get<{ data: SignInProvider[] }>('/authentication/providers', { signal }).then((answer) => answer.data)

export const getProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 5 * 60_000,
  })

export const useProviders = () => useQuery(getProvidersQueryOptions())
