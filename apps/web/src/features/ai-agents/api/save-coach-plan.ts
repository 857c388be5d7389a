import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CareerCoachResult } from '@sentinela/shared/schemas/ai'
import { CAREERS_QUERY_KEY, createCareerPath } from '../../../lib/create-career-path'

/** The coach's plan saved as the talent's own career path (POST /marketplace/createCareerPath, as it comes). */
export const saveCoachPlan = (plan: CareerCoachResult['plan']) => createCareerPath(plan)

export const useSaveCoachPlan = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCoachPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAREERS_QUERY_KEY }),
  })
}
