/*
 * The search text's limits without zod, for screens that only need the numbers: the public job search loads light
 * (issue #13). common.ts re-exports them.
 */

/** §5, §9: searches start at 2 characters. */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 100
