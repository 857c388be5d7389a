import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResumeChoicesInput, ResumeSettings } from '@sentinela/shared/schemas/resume'
import { api } from '../../../lib/api-client'
import { RESUME_KEYS } from './query-keys'

/** PUT /resume/settings: the choices come back next time. */
export const saveResumeSettings = (choices: ResumeChoicesInput) =>
  api.put<{ data: ResumeSettings }>('/resume/settings', choices).then((answer) => answer.data)

export const useSaveResumeSettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveResumeSettings,
    onSuccess: (settings) => queryClient.setQueryData(RESUME_KEYS.settings, settings),
  })
}
