import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InviteTalentInput } from '@sentinela/shared/schemas/team'
import { api } from '../../../lib/api-client'
import { TEAM_MEMBERS_QUERY_KEY } from './list-team-members'

/** POST /employees/jointTalent: invites a talent by e-mail; the link stays pending until they answer (§4). */
export const inviteTalent = (input: InviteTalentInput) =>
  api.post<{ data: { linkId: number } }>('/employees/jointTalent', input).then(({ data }) => data)

export const useInviteTalent = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteTalent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_MEMBERS_QUERY_KEY }),
  })
}
