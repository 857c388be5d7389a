import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ResumeChoicesInput, ResumeModel } from '@sentinela/shared/schemas/resume'
import { api } from '../../../lib/api-client'
import { RESUME_KEYS } from './query-keys'

/** POST /resume/preview: the model the PDF prints, for the choices as they stand on the page (nothing saved). */
export const previewResume = (choices: ResumeChoicesInput, signal?: AbortSignal) =>
  api.post<{ data: ResumeModel }>('/resume/preview', choices, { signal }).then((answer) => answer.data)

/** The preview keeps showing the last model while the next one loads, so the page does not flicker. */
export const useResumePreview = (choices: ResumeChoicesInput | undefined) =>
  useQuery(
    queryOptions({
      queryKey: RESUME_KEYS.preview(choices ?? { template: 'classic', language: 'en', sections: [] }),
      queryFn: ({ signal }) => previewResume(choices!, signal),
      enabled: choices !== undefined && choices.sections.length > 0,
      placeholderData: keepPreviousData,
    }),
  )
