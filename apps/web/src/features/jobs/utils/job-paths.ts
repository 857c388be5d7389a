import { PATHS, SHELL_ROUTES, type PageKey } from '../../../config/paths'

function shellPath(pageKey: PageKey): string {
  const route = SHELL_ROUTES.find((entry) => entry.pageKey === pageKey)
  if (!route) throw new Error(`No shell route has the page key ${pageKey}`)
  return route.path
}

/** Where the job screens link to; paths come from the route table so a link cannot drift from its route. */
export const JOB_PATHS = {
  search: shellPath('jobs'),
  saved: shellPath('talent_account_saved_jobs'),
  applied: shellPath('talent_account_applied_jobs'),
  signUp: PATHS.signUp,
} as const

/** `/jobs/42`: the job's own page, open to anyone for a public job. */
export const jobPath = (id: number) => `/jobs/${id}`

/** `/jobs/42/edit`: the company's job stepper. */
export const jobEditPath = (id: number) => `/jobs/${id}/edit`
