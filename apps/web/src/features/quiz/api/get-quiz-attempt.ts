import { useQuery } from '@tanstack/react-query'
import type { QuizAttempt } from '@sentinela/shared/schemas/quiz'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { QUIZ_QUERY_KEY } from './get-quiz-questions'

/** GET /talent/quiz/attempts/{id}: one attempt with its explained results. */
export const getQuizAttempt = (id: number, signal?: AbortSignal) =>
  api.get<{ data: QuizAttempt }>(`/talent/quiz/attempts/${id}`, { signal }).then(({ data }) => data)

export const useQuizAttempt = (id: number | null) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...QUIZ_QUERY_KEY, 'attempt', id, language],
    queryFn: ({ signal }) => getQuizAttempt(id!, signal),
    enabled: id !== null,
  })
}
