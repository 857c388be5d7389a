import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TalentRelation } from '@sentinela/shared/schemas/team'
import { api } from '../../../lib/api-client'
import { RELATIONS_QUERY_KEY } from './list-relations'

export interface UpdatePublicProfile {
  linkId: number
  publicProfile: boolean
}

/** POST /employees/UpdatePublicCompanyTalentProfile: §3 publicEmployee, for one company. */
export const updatePublicProfile = (input: UpdatePublicProfile) =>
  api.post<{ data: { done: true } }>('/employees/UpdatePublicCompanyTalentProfile', input)

export const useUpdatePublicProfile = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePublicProfile,
    onSuccess: (_answer, input) => {
      // The switch follows the saved choice at once; the list is then read again from the API.
      queryClient.setQueryData<TalentRelation[]>(RELATIONS_QUERY_KEY, (relations) =>
        relations?.map((relation) =>
          relation.linkId === input.linkId ? { ...relation, publicProfile: input.publicProfile } : relation,
        ),
      )
      return queryClient.invalidateQueries({ queryKey: RELATIONS_QUERY_KEY })
    },
  })
}
