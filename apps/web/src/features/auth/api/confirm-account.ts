import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { SignedIn } from './sign-in'

/** POST /users/confirm/{token}: activates the account from the e-mailed link and starts a session (§4). */
export const confirmAccount = (token: string) =>
  api.post<{ data: SignedIn }>(`/users/confirm/${encodeURIComponent(token)}`).then((answer) => answer.data)

export const useConfirmAccount = () => useMutation({ mutationFn: confirmAccount })
