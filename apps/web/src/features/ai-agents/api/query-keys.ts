/** Every AI agents query starts with `ai-agents` (STYLE.md §8). */
export const AI_AGENTS_QUERY_KEY = ['ai-agents'] as const
