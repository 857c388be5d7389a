import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AgentStatusSchema } from '@sentinela/shared/schemas/ai'
import { api } from '../../../lib/api-client'
import { AI_AGENTS_QUERY_KEY } from './query-keys'

export type AgentStatus = z.infer<typeof AgentStatusSchema>

/** GET /agents/status: whether a model is configured, so the agents offer to let it rewrite their answer. */
export const getAgentStatus = async (signal?: AbortSignal) =>
  (await api.get<{ data: AgentStatus }>('/agents/status', { signal })).data

export const useAgentStatus = () =>
  useQuery({
    queryKey: [...AI_AGENTS_QUERY_KEY, 'status'],
    queryFn: ({ signal }) => getAgentStatus(signal),
    staleTime: 5 * 60_000,
  })
