import { useQuery } from '@tanstack/react-query'
import type { QuizOverview } from '@sentinela/shared/schemas/quiz'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { QUIZ_QUERY_KEY } from './get-quiz-questions'

export const QUIZ_OVERVIEW_QUERY_KEY = [...QUIZ_QUERY_KEY, 'overview'] as const

/** GET /talent/quiz: the open attempt to resume and the history of finished ones. */
export const getQuizOverview = (signal?: AbortSignal) =>
  api.get<{ data: QuizOverview }>('/talent/quiz', { signal }).then(({ data }) => data)

export const useQuizOverview = () => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...QUIZ_OVERVIEW_QUERY_KEY, language],
    queryFn: ({ signal }) => getQuizOverview(signal),
  })
}
