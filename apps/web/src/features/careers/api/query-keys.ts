/** Every careers query lives under this key, so a change refreshes them all. */
export const CAREERS_QUERY_KEY = ['careers'] as const
