import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { PREFERENCES_QUERY_KEY, type Preferences } from './get-preferences'

export type CommunicationPreferences = Preferences['communication']

export const updateCommunicationPreferences = async (input: CommunicationPreferences): Promise<Preferences> =>
  (await api.post<{ data: Preferences }>('/users/CommunicationPreferences', input)).data

export const useUpdateCommunicationPreferences = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCommunicationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, preferences),
  })
}
