/**
 * The AI search question's length (#18), in a module with no zod, so the header's search box (on every page, public
 * ones included) does not pull the schemas into the first visit.
 */
export const AI_SEARCH_QUERY_MAX = 200
