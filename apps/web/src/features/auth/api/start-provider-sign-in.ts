import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { ProviderKind } from './get-providers'

const START_PATHS: Record<ProviderKind, string> = {
  google: '/authentication/loginGoogle',
  sso: '/authentication/sso',
}

/**
 * POST /authentication/loginGoogle or /authentication/sso (§7): answers the provider's address, where the browser
 * goes next. The provider comes back through the API, which lands on /sso with the outcome.
 */
export const startProviderSignIn = (provider: ProviderKind) =>
  api.post<{ data: { authorizationUrl: string } }>(START_PATHS[provider], {}).then((answer) => answer.data)

export const useStartProviderSignIn = () => useMutation({ mutationFn: startProviderSignIn })
