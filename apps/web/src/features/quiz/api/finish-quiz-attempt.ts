import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QuizAttempt } from '@sentinela/shared/schemas/quiz'
import { api } from '../../../lib/api-client'
import { QUIZ_QUERY_KEY } from './get-quiz-questions'

/** POST /talent/quiz/attempts/{id}/finish: the results, scored and kept in the history. */
export const finishQuizAttempt = (id: number) =>
  api.post<{ data: QuizAttempt }>(`/talent/quiz/attempts/${id}/finish`, {}).then(({ data }) => data)

export const useFinishQuizAttempt = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: finishQuizAttempt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUIZ_QUERY_KEY }),
  })
}
