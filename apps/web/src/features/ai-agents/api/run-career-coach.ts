import { useMutation } from '@tanstack/react-query'
import type { CareerCoachRequest, CareerCoachResult } from '@sentinela/shared/schemas/ai'
import { api } from '../../../lib/api-client'

/** POST /agents/careerCoach/run: a plan for one role from the talent's profile and the training catalogue (rules only). */
export const runCareerCoach = (input: CareerCoachRequest) =>
  api.post<{ data: CareerCoachResult }>('/agents/careerCoach/run', input).then((answer) => answer.data)

export const useRunCareerCoach = () => useMutation({ mutationFn: runCareerCoach })
