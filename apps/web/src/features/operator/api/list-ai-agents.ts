import { useQuery } from '@tanstack/react-query'
import type { AiAgentEditable } from '@sentinela/shared/schemas/ai'
import { api } from '../../../lib/api-client'

export const OPERATOR_AI_AGENTS_QUERY_KEY = ['operator', 'ai-agents'] as const

/** GET /operator/aiAgents: every catalogue entry, published or not, with its three languages as stored (#18). */
export const listOperatorAiAgents = async (): Promise<AiAgentEditable[]> =>
  (await api.get<{ data: AiAgentEditable[] }>('/operator/aiAgents')).data

export const useOperatorAiAgents = () =>
  useQuery({ queryKey: OPERATOR_AI_AGENTS_QUERY_KEY, queryFn: listOperatorAiAgents })
