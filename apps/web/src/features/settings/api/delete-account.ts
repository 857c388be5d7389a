import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { DeleteAccountSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type DeleteAccount = z.infer<typeof DeleteAccountSchema>

/** §5: the e-mail and the password confirm the deletion; the API ends every session of the account. */
export const deleteAccount = async (input: DeleteAccount): Promise<void> => {
  await api.delete('/users/user', { body: input })
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount })
