import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AwardEdition, AwardEditionInput } from '@sentinela/shared/schemas/awards'
import { api } from '../../../lib/api-client'
import { OPERATOR_AWARDS_QUERY_KEY } from './list-award-editions'

/** POST /operator/awards/editions (open one) or PUT /operator/awards/editions/{id} (change its dates). */
export const saveAwardEdition = async ({ id, input }: { id?: number; input: AwardEditionInput }) =>
  id === undefined
    ? (await api.post<{ data: AwardEdition }>('/operator/awards/editions', input)).data
    : (await api.put<{ data: AwardEdition }>(`/operator/awards/editions/${id}`, input)).data

export const useSaveAwardEdition = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAwardEdition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_AWARDS_QUERY_KEY }),
  })
}
