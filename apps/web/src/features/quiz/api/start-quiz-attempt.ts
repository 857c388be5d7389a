import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QuizAttempt } from '@sentinela/shared/schemas/quiz'
import { api } from '../../../lib/api-client'
import { QUIZ_QUERY_KEY } from './get-quiz-questions'

/** POST /talent/quiz/attempts: a new attempt, or the open one resumed. */
export const startQuizAttempt = () =>
  api.post<{ data: QuizAttempt }>('/talent/quiz/attempts', {}).then(({ data }) => data)

export const useStartQuizAttempt = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startQuizAttempt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUIZ_QUERY_KEY }),
  })
}
