import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { api } from '../../../lib/api-client'
import { PROFILE_QUERY_KEY } from '../../../lib/get-profile'

/** POST /azurefile/uploadfile: the profile photo (png/jpg/jpeg up to 5 MB; the API checks the content). */
export const uploadPhoto = (file: File) => {
  const body = new FormData()
  body.append('file', file)
  return api.post<{ data: { photoUrl: string } }>('/azurefile/uploadfile', body).then((answer) => answer.data)
}

export const useUploadPhoto = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: ({ photoUrl }) =>
      queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (profile) => (profile ? { ...profile, photoUrl } : profile)),
  })
}
