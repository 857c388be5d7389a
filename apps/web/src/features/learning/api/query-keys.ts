import type { QueryClient } from '@tanstack/react-query'

/** Every learning query starts with `learning` (STYLE.md §8). */
export const LEARNING_QUERY_KEY = ['learning'] as const

/** After a save, a progress change or accepted skills: searches, pages and both lists come again, so all agree. */
export function invalidateLearningData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: LEARNING_QUERY_KEY })
}
