import { PATHS, pathOf } from '../../../config/paths'

/** Where the job screens link to; paths come from the route table so a link cannot drift from its route. */
export const JOB_PATHS = {
  search: pathOf('jobs'),
  saved: pathOf('talent_account_saved_jobs'),
  applied: pathOf('talent_account_applied_jobs'),
  signUp: PATHS.signUp,
} as const

/** `/jobs/42`: the job's own page, open to anyone for a public job. */
export const jobPath = (id: number) => `/jobs/${id}`

/** `/jobs/42/edit`: the company's job stepper. */
export const jobEditPath = (id: number) => `/jobs/${id}/edit`
