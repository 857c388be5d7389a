import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AcceptTrainingStatements, AcceptTrainingStatementsResult } from '@sentinela/shared/schemas/learning'
import { api } from '../../../lib/api-client'
import { invalidateLearningData } from './query-keys'

/** POST /talent/acceptTrainingStatements: the chosen skills join the NICE profile; fits are recomputed. */
export const acceptTrainingStatements = (input: AcceptTrainingStatements) =>
  api
    .post<{ data: AcceptTrainingStatementsResult }>('/talent/acceptTrainingStatements', input)
    .then((body) => body.data)

export const useAcceptTrainingStatements = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptTrainingStatements,
    // The profile and every fit shown elsewhere (roles, jobs) change too.
    onSuccess: () => Promise.all([invalidateLearningData(queryClient), queryClient.invalidateQueries()]),
  })
}
