import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AiAgentEditable, AiAgentInput } from '@sentinela/shared/schemas/ai'
import { api } from '../../../lib/api-client'
import { OPERATOR_AI_AGENTS_QUERY_KEY } from './list-ai-agents'

/**
 * A catalogue entry: POST /marketplace/AIAgent creates one, PUT /operator/aiAgents/{id} changes one (#18). The public
 * catalogue reads the same entries, so its cache goes too.
 */
export const saveAiAgent = async ({ id, input }: { id?: number; input: AiAgentInput }) =>
  id === undefined
    ? (await api.post<{ data: AiAgentEditable }>('/marketplace/AIAgent', input)).data
    : (await api.put<{ data: AiAgentEditable }>(`/operator/aiAgents/${id}`, input)).data

export const useSaveAiAgent = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAiAgent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: OPERATOR_AI_AGENTS_QUERY_KEY })
      await queryClient.invalidateQueries({ queryKey: ['ai-agents'] })
    },
  })
}
