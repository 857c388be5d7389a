import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResumeChoicesInput, TalentDocument } from '@sentinela/shared/schemas/resume'
import { api } from '../../../lib/api-client'
import { RESUME_KEYS } from './query-keys'

/** POST /resume/pdf: the PDF is made and stored among the documents; the answer says where to download it. */
export const generateResumePdf = (choices: ResumeChoicesInput) =>
  api.post<{ data: TalentDocument }>('/resume/pdf', choices).then((answer) => answer.data)

export const useGenerateResumePdf = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateResumePdf,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: RESUME_KEYS.documents }),
        queryClient.invalidateQueries({ queryKey: RESUME_KEYS.settings }),
      ])
    },
  })
}
