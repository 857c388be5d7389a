import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { QuizQuestionView } from '@sentinela/shared/schemas/quiz'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

export const QUIZ_QUERY_KEY = ['quiz'] as const

/** GET /talent/quiz/questions: the nine questions in order, options in the reader's language. */
export const getQuizQuestions = (signal?: AbortSignal) =>
  api.get<{ data: QuizQuestionView[] }>('/talent/quiz/questions', { signal }).then(({ data }) => data)

export const useQuizQuestions = () => {
  const language = useLanguage()
  return useSuspenseQuery(
    queryOptions({
      queryKey: [...QUIZ_QUERY_KEY, 'questions', language],
      queryFn: ({ signal }) => getQuizQuestions(signal),
    }),
  )
}
