import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ResumeSettings } from '@sentinela/shared/schemas/resume'
import { api } from '../../../lib/api-client'
import { RESUME_KEYS } from './query-keys'

/** GET /resume/settings: the saved builder choices, or the defaults. */
export const getResumeSettings = (signal?: AbortSignal) =>
  api.get<{ data: ResumeSettings }>('/resume/settings', { signal }).then((answer) => answer.data)

export const useResumeSettings = (enabled = true) =>
  useQuery(
    queryOptions({ queryKey: RESUME_KEYS.settings, queryFn: ({ signal }) => getResumeSettings(signal), enabled }),
  )
