import { useQuery } from '@tanstack/react-query'
import type { AiAgent } from '@sentinela/shared/schemas/ai'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { AI_AGENTS_QUERY_KEY } from './query-keys'

/** GET /marketplace/AIAgents/{AIAgentId}: one catalogue entry in the reader's language. */
export const getAiAgent = (id: number, signal?: AbortSignal) =>
  api.get<{ data: AiAgent }>(`/marketplace/AIAgents/${id}`, { signal }).then((answer) => answer.data)

export const useAiAgent = (id: number | undefined) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...AI_AGENTS_QUERY_KEY, 'detail', id, language],
    queryFn: ({ signal }) => getAiAgent(id!, signal),
    enabled: id !== undefined,
  })
}
