import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AI_AGENT_CATEGORIES, AiAgentList } from '@sentinela/shared/schemas/ai'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { AI_AGENTS_QUERY_KEY } from './query-keys'

/** AiAgentListQuerySchema's query string, as the page asks it. */
export interface AiAgentListQuery {
  text?: string
  category?: (typeof AI_AGENT_CATEGORIES)[number]
  builtIn?: 'true' | 'false'
  page: number
  limit: number
}

/** GET /marketplace/items/AIAgent: one page of the published catalogue, built-in agents first, in the reader's language. */
export const listAiAgents = (query: AiAgentListQuery, signal?: AbortSignal) =>
  api.get<AiAgentList>('/marketplace/items/AIAgent', { query: { ...query }, signal })

export const useAiAgents = (query: AiAgentListQuery) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...AI_AGENTS_QUERY_KEY, 'list', query, language],
    queryFn: ({ signal }) => listAiAgents(query, signal),
    placeholderData: keepPreviousData,
  })
}
