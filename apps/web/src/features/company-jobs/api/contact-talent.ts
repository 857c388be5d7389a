import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface ContactTalentInput {
  talentId: number
  positionId: number
  message: string
}

/** POST /companies/contact/talent: e-mailed to the talent in their language. */
export const contactTalent = (input: ContactTalentInput) => api.post<unknown>('/companies/contact/talent', input)

export const useContactTalent = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: contactTalent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['company-jobs', 'candidates'] })
    },
  })
}
