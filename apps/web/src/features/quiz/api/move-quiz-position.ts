import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QuizAttempt } from '@sentinela/shared/schemas/quiz'
import { api } from '../../../lib/api-client'
import { QUIZ_OVERVIEW_QUERY_KEY } from './get-quiz-overview'

/** PUT /talent/quiz/attempts/{id}/position: back to an earlier question (kept across reloads). */
export const moveQuizPosition = ({ id, position }: { id: number; position: number }) =>
  api.put<{ data: QuizAttempt }>(`/talent/quiz/attempts/${id}/position`, { position }).then(({ data }) => data)

export const useMoveQuizPosition = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moveQuizPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUIZ_OVERVIEW_QUERY_KEY }),
  })
}
