import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResumeChoicesInput } from '@sentinela/shared/schemas/resume'
import { api } from '../../../lib/api-client'
import { RESUME_KEYS } from './query-keys'

/** POST /resume/json-resume: the résumé as a JSON Resume v1.0.0 document (the choices are saved too). */
export const exportJsonResume = (choices: ResumeChoicesInput) =>
  api.post<Record<string, unknown>>('/resume/json-resume', choices)

export const useExportJsonResume = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: exportJsonResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESUME_KEYS.settings }),
  })
}
