import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Profile, UploadKindSchema } from '@sentinela/shared/schemas/profile'
import { api } from '../../../lib/api-client'
import { PROFILE_QUERY_KEY } from '../../../lib/get-profile'

export type UploadKind = z.infer<typeof UploadKindSchema>

/** DELETE /azurefile/deletefile: removes the photo or the CV. */
export const deleteFile = (kind: UploadKind) =>
  api.delete<{ data: { done: true } }>('/azurefile/deletefile', { body: { kind } }).then(() => kind)

export const useDeleteFile = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: (kind) =>
      queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (profile) =>
        profile ? { ...profile, ...(kind === 'photo' ? { photoUrl: null } : { cv: null }) } : profile,
      ),
  })
}
