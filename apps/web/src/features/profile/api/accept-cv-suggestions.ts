import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CvAcceptInput } from '@sentinela/shared/schemas/cv-analysis'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { api } from '../../../lib/api-client'
import { PROFILE_QUERY_KEY } from '../../../lib/get-profile'

/** POST /profile/cv-analysis/accept: the chosen (maybe edited) suggestions join the profile; fit is recomputed. */
export const acceptCvSuggestions = (input: CvAcceptInput) =>
  api.post<{ data: Profile }>('/profile/cv-analysis/accept', input).then((answer) => answer.data)

export const useAcceptCvSuggestions = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptCvSuggestions,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['roles', 'fits'] }),
        queryClient.invalidateQueries({ queryKey: ['roles', 'fit'] }),
      ])
    },
  })
}
