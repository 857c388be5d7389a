/** Every talent search query starts with `talent-search` (STYLE.md §8). */
export const TALENT_SEARCH_QUERY_KEY = ['talent-search'] as const
