import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { api } from '../../lib/api-client'

export interface ContactTalentInput {
  talentId: number
  /** About a job: the talent enters its pipeline as "contacted by company". Left out for a message from a search. */
  positionId?: number | null
  message: string
}

/** POST /companies/contact/talent: e-mailed to the talent in their language (ContactTalentSchema). */
export const contactTalent = (input: ContactTalentInput) => api.post<unknown>('/companies/contact/talent', input)

/**
 * Shared by the screens that contact talent (a job's candidates, talent search). Each screen names the queries a sent
 * message changes (the pipeline, for a message about a job), so this layer knows no feature's keys.
 */
export const useContactTalent = (invalidates: readonly QueryKey[] = []) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: contactTalent,
    onSuccess: async () => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
}
