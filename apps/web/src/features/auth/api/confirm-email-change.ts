import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /users/confirm/change/email: the link sent to the new address confirms the change (§5). */
export const confirmEmailChange = (token: string) =>
  api.post<{ data: { email: string } }>('/users/confirm/change/email', { token }).then((answer) => answer.data)

export const useConfirmEmailChange = () => useMutation({ mutationFn: confirmEmailChange })
