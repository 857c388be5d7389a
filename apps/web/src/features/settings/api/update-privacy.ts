import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { PREFERENCES_QUERY_KEY, type Preferences } from './get-preferences'

export type PrivacySettings = Preferences['privacy']

/** For company users the API applies only `marketingConsent` (talent-profile choices do not concern them). */
export const updatePrivacy = async (input: PrivacySettings): Promise<Preferences> =>
  (await api.put<{ data: Preferences }>('/users/privacy', input)).data

export const useUpdatePrivacy = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePrivacy,
    onSuccess: (preferences) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, preferences),
  })
}
