import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { Provider } from './get-connected-accounts'

const START_PATHS: Record<Provider, string> = {
  google: '/authentication/loginGoogle',
  sso: '/authentication/sso',
}

/**
 * Starts linking a provider to the signed-in account: the API answers with the provider's address, and the
 * provider later sends the browser back to /sso?linked=<provider>.
 */
export const connectProvider = async (provider: Provider): Promise<string> =>
  (await api.post<{ data: { authorizationUrl: string } }>(START_PATHS[provider], { link: true })).data.authorizationUrl

export const useConnectProvider = () =>
  useMutation({
    mutationFn: connectProvider,
    onSuccess: (authorizationUrl) => window.location.assign(authorizationUrl),
  })
