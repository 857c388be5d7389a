import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QuizAnswerInput, QuizAttempt } from '@sentinela/shared/schemas/quiz'
import { api } from '../../../lib/api-client'
import { QUIZ_OVERVIEW_QUERY_KEY } from './get-quiz-overview'

/** PUT /talent/quiz/attempts/{id}/answer: one answer saved (§5 checks), the attempt moved to the next question. */
export const answerQuizQuestion = ({ id, ...input }: QuizAnswerInput & { id: number }) =>
  api.put<{ data: QuizAttempt }>(`/talent/quiz/attempts/${id}/answer`, input).then(({ data }) => data)

export const useAnswerQuizQuestion = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerQuizQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUIZ_OVERVIEW_QUERY_KEY }),
  })
}
