import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile, ProfileInput } from '@sentinela/shared/schemas/profile'
import { api } from '../../../lib/api-client'
import { PROFILE_QUERY_KEY } from '../../../lib/get-profile'

/**
 * PUT /profile: the whole profile (§4), based on the version it was read at. A save from elsewhere in between is
 * refused with 409 profile_version_conflict and nothing is overwritten.
 */
export const updateProfile = (input: ProfileInput) =>
  api.put<{ data: Profile }>('/profile', input).then((answer) => answer.data)

export const useUpdateProfile = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  })
}
