import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ChangePasswordSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'
import { SECURITY_EVENTS_QUERY_KEY } from './get-security-events'

export type ChangePassword = z.infer<typeof ChangePasswordSchema>

/** Changes the password; the API ends every other session of the account. */
export const changePassword = async (input: ChangePassword): Promise<void> => {
  await api.post('/users/reset/password', input)
}

export const useChangePassword = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_EVENTS_QUERY_KEY }),
  })
}
