import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { api } from '../../../lib/api-client'
import { CV_ANALYSIS_QUERY_KEY } from './get-cv-analysis'
import { PROFILE_QUERY_KEY } from '../../../lib/get-profile'

export type StoredCv = NonNullable<Profile['cv']>

/** POST /azurefile/uploadfilepdf: the CV (pdf or docx up to 10 MB; the API checks the content). */
export const uploadCv = (file: File) => {
  const body = new FormData()
  body.append('file', file)
  return api.post<{ data: StoredCv }>('/azurefile/uploadfilepdf', body).then((answer) => answer.data)
}

export const useUploadCv = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadCv,
    onSuccess: async (cv) => {
      queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (profile) => (profile ? { ...profile, cv } : profile))
      // Issue #17: the new CV is being read; the panel polls its status from here.
      await queryClient.invalidateQueries({ queryKey: CV_ANALYSIS_QUERY_KEY })
    },
  })
}
