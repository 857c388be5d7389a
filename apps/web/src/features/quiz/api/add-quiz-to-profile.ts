import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QuizAdded } from '@sentinela/shared/schemas/quiz'
import { api } from '../../../lib/api-client'
import { QUIZ_QUERY_KEY } from './get-quiz-questions'

/** POST /talent/quiz/attempts/{id}/add-to-profile: suggestions merged into the NICE profile, fit recomputed. */
export const addQuizToProfile = (id: number) =>
  api.post<{ data: QuizAdded }>(`/talent/quiz/attempts/${id}/add-to-profile`, {}).then(({ data }) => data)

export const useAddQuizToProfile = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addQuizToProfile,
    // The profile, its fit per role and the job pages' fit all read the NICE profile (keys of those screens).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUIZ_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['roles'] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]),
  })
}
