import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ChangeEmailSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'
import { SECURITY_EVENTS_QUERY_KEY } from './get-security-events'

export type ChangeEmail = z.infer<typeof ChangeEmailSchema>

/** §5: asks to change the e-mail; nothing changes until the link sent to the new address is opened. */
export const changeEmail = async (input: ChangeEmail): Promise<{ pendingEmail: string }> =>
  (await api.post<{ data: { pendingEmail: string } }>('/users/reset/email', input)).data

export const useChangeEmail = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_EVENTS_QUERY_KEY }),
  })
}
