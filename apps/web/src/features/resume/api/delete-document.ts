import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { PROFILE_QUERY_KEY } from '../../../lib/get-profile'
import { RESUME_KEYS } from './query-keys'

/** DELETE /documents/{id} for a stored document; the CV is removed where it is kept (DELETE /azurefile/deletefile). */
export const deleteDocument = ({ id, kind }: { id: number; kind: 'cv' | 'certification_proof' | 'resume' }) =>
  kind === 'cv'
    ? api.delete<{ data: { done: true } }>('/azurefile/deletefile', { body: { kind: 'cv' } })
    : api.delete<{ data: { done: true } }>(`/documents/${id}`)

export const useDeleteDocument = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async (_answer, { kind }) => {
      await queryClient.invalidateQueries({ queryKey: RESUME_KEYS.documents })
      if (kind === 'cv') await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })
    },
  })
}
