import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NiceSelection, Profile } from '@sentinela/shared/schemas/profile'
import { api } from '../../../lib/api-client'
import { TALENT_PROFILE_QUERY_KEY } from './get-talent-profile'

export interface NiceSelectionInput extends NiceSelection {
  /** The profile version the selection was made on: a newer one answers 409 profile_version_conflict. */
  version: number
}

/** `PUT /profile/nice`: saves the wizard's section alone; the API recomputes the fit per work role. */
export const updateNiceSelection = async (input: NiceSelectionInput): Promise<Profile> =>
  (await api.put<{ data: Profile }>('/profile/nice', input)).data

export const useUpdateNiceSelection = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNiceSelection,
    onSuccess: async (profile) => {
      queryClient.setQueryData(TALENT_PROFILE_QUERY_KEY, profile)
      // The fits changed; other screens that keep the profile (its version moved on) read it again too, and so do
      // the job pages and searches, which show the talent's fit against each job's roles.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['roles', 'fits'] }),
        queryClient.invalidateQueries({ queryKey: ['roles', 'fit'] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ])
    },
  })
}
