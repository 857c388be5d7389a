import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CvAnalysis } from '@sentinela/shared/schemas/cv-analysis'
import { api } from '../../../lib/api-client'

export const CV_ANALYSIS_QUERY_KEY = ['profile', 'cv-analysis'] as const

/** GET /profile/cv-analysis: the CV's analysis, or null without a CV (issue #17). */
export const getCvAnalysis = (signal?: AbortSignal) =>
  api.get<{ data: CvAnalysis | null }>('/profile/cv-analysis', { signal }).then((answer) => answer.data)

/** Polled every 1.5 s while the analysis is processing, so the status turns live (§4). */
export const useCvAnalysis = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: CV_ANALYSIS_QUERY_KEY,
      queryFn: ({ signal }) => getCvAnalysis(signal),
      enabled,
      refetchInterval: (query) => (query.state.data?.status === 'processing' ? 1500 : false),
    }),
  )
