/*
 * The jobs schemas' limits and fixed lists without zod, for screens that only need the values: the public job search
 * and job pages load light (issue #13). jobs.ts re-exports them.
 */

export const SALARY_MAX = 100_000_000
export const JOB_ROLES_MAX = 5
export const JOB_CERTIFICATIONS_MAX = 20
export const JOB_LANGUAGES_MAX = 10
export const APPLICATION_MESSAGE_MAX = 2000
export const CONTACT_MESSAGE_MAX = 2000
/** Salaries are stated in one of these (ISO 4217); USD by default (§9 billing is USD). */
export const SALARY_CURRENCIES = ['USD', 'EUR', 'MXN', 'COP', 'CLP', 'ARS', 'BRL', 'PEN', 'UYU'] as const
export const JOB_PAGE_SIZE = 12
/** The orders a job search can ask for. */
export const SEARCH_SORTS = ['relevance', 'newest', 'salary', 'expiring'] as const
