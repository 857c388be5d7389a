import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { RELATIONS_QUERY_KEY } from './list-relations'

export interface ConfirmTalentLink {
  linkId: number
  accept: boolean
}

/** POST /employees/confirmTalentLink: the talent accepts (active) or declines (the company is told) (§4). */
export const confirmTalentLink = (input: ConfirmTalentLink) =>
  api.post<{ data: { done: true } }>('/employees/confirmTalentLink', input)

export const useConfirmTalentLink = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmTalentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RELATIONS_QUERY_KEY }),
  })
}
