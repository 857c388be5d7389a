import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CvAnalysis } from '@sentinela/shared/schemas/cv-analysis'
import { api } from '../../../lib/api-client'
import { CV_ANALYSIS_QUERY_KEY } from './get-cv-analysis'

/** POST /profile/cv-analysis/retry: "tap to retry" a failed analysis (§4). */
export const retryCvAnalysis = () =>
  api.post<{ data: CvAnalysis | null }>('/profile/cv-analysis/retry').then((answer) => answer.data)

export const useRetryCvAnalysis = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryCvAnalysis,
    onSuccess: (analysis) => queryClient.setQueryData(CV_ANALYSIS_QUERY_KEY, analysis),
  })
}
