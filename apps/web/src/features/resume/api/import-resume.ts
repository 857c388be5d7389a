import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CvAnalysis } from '@sentinela/shared/schemas/cv-analysis'
import { api } from '../../../lib/api-client'

/** The CV review's query key (the profile feature reads it): an import lands there. */
const CV_ANALYSIS_QUERY_KEY = ['profile', 'cv-analysis'] as const

/** POST /resume/import: a JSON Resume file or a LinkedIn export ZIP becomes the CV review's suggestions. */
export const importResume = (file: File) => {
  const body = new FormData()
  body.append('file', file)
  return api.post<{ data: CvAnalysis | null }>('/resume/import', body).then((answer) => answer.data)
}

export const useImportResume = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importResume,
    onSuccess: (analysis) => queryClient.setQueryData(CV_ANALYSIS_QUERY_KEY, analysis),
  })
}
