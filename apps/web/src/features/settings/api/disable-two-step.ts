import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { CONNECTED_ACCOUNTS_QUERY_KEY } from './get-connected-accounts'
import { SECURITY_EVENTS_QUERY_KEY } from './get-security-events'

/** Turns two-step sign-in off; the password confirms it. */
export const disableTwoStep = async (password: string): Promise<void> => {
  await api.post('/users/twoStep/disable', { password })
}

export const useDisableTwoStep = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disableTwoStep,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONNECTED_ACCOUNTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SECURITY_EVENTS_QUERY_KEY }),
      ]),
  })
}
