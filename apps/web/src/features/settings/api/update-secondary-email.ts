import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Account } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'
import { getAccountQueryKey } from './get-account'

/** §3: the secondary e-mail can recover the account; null removes it. */
export const updateSecondaryEmail = async (secondaryEmail: string | null): Promise<Account> =>
  (await api.put<{ data: Account }>('/users/secondaryEmail', { secondaryEmail })).data

export const useUpdateSecondaryEmail = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSecondaryEmail,
    onSuccess: (account) => queryClient.setQueryData(getAccountQueryKey(account.role), account),
  })
}
