import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { MESSAGES_QUERY_KEY } from '../../../lib/message-threads'

export interface BlockCompanyInput {
  companyId: number
  blocked: boolean
}

/** POST (block) or DELETE (unblock) /messages/companies/{id}/block. */
export const blockCompany = ({ companyId, blocked }: BlockCompanyInput) => {
  const path = `/messages/companies/${companyId}/block`
  return (blocked ? api.post<unknown>(path) : api.delete<unknown>(path)).then(() => ({ companyId, blocked }))
}

export const useBlockCompany = () => {
  const queryClient = useQueryClient()
  // Connections and the open thread show the block.
  return useMutation({
    mutationFn: blockCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  })
}
