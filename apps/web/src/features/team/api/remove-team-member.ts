import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { TEAM_MEMBERS_QUERY_KEY } from './list-team-members'

/** DELETE /employees/talent/{linkId}: removes a member or withdraws an invitation; the talent gets an e-mail. */
export const removeTeamMember = (linkId: number) => api.delete<{ data: { done: true } }>(`/employees/talent/${linkId}`)

export const useRemoveTeamMember = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_MEMBERS_QUERY_KEY }),
  })
}
