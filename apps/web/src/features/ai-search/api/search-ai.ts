import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AiSearchGroup, AiSearchResult } from '@sentinela/shared/schemas/ai'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

/** Every AI search query starts with `ai-search` (STYLE.md §8). */
export const AI_SEARCH_QUERY_KEY = ['ai-search'] as const

/**
 * GET /sentinelaai/sentinelaAISerch?q=…: one question in en, es or pt, what it was understood to mean, and the hits of
 * each group the caller may see (talents for companies only), each with why it matched.
 */
export const searchAi = (q: string, group?: AiSearchGroup, signal?: AbortSignal) =>
  api
    .get<{ data: AiSearchResult }>('/sentinelaai/sentinelaAISerch', { query: { q, group }, signal })
    .then((answer) => answer.data)

/** The search for `q` (null: nothing asked yet); the previous answer stays on screen while the next one comes. */
export const useAiSearch = (q: string | null) => {
  const language = useLanguage()
  return useQuery({
    queryKey: [...AI_SEARCH_QUERY_KEY, q, language],
    queryFn: ({ signal }) => searchAi(q!, undefined, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  })
}
