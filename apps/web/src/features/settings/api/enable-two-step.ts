import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { CONNECTED_ACCOUNTS_QUERY_KEY } from './get-connected-accounts'
import { SECURITY_EVENTS_QUERY_KEY } from './get-security-events'

/** Confirms set-up with a current code; answers the one-time recovery codes, shown once. */
export const enableTwoStep = async (code: string): Promise<string[]> =>
  (await api.post<{ data: { recoveryCodes: string[] } }>('/users/twoStep/enable', { code })).data.recoveryCodes

export const useEnableTwoStep = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enableTwoStep,
    // Not awaited: the recovery codes show at once, while the status refreshes behind them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONNECTED_ACCOUNTS_QUERY_KEY })
      void queryClient.invalidateQueries({ queryKey: SECURITY_EVENTS_QUERY_KEY })
    },
  })
}
