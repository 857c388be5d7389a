import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { OPERATOR_ACCOUNT_QUERY_KEY } from './get-operator-account'

/** POST /users/twoStep/enable: confirms set-up with a current code; answers the one-time recovery codes. */
export const enableTwoStep = async (code: string): Promise<string[]> =>
  (await api.post<{ data: { recoveryCodes: string[] } }>('/users/twoStep/enable', { code })).data.recoveryCodes

export const useEnableTwoStep = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enableTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_ACCOUNT_QUERY_KEY }),
  })
}
