import { pathOf } from '../../../config/paths'

/** The company job screens' addresses, from the one route table (config/paths.ts). */
export const COMPANY_JOBS_PATHS = {
  list: pathOf('company_account_applied_jobs'),
  pipeline: pathOf('company_account_view_applied_talent'),
  create: pathOf('job_create'),
} as const

/** /jobs/{id}/edit */
export const editJobPath = (id: number) => pathOf('job_edit').replace(':id', String(id))

/** /company/account/viewAppliedTalent?positionId={id} */
export const pipelinePath = (positionId: number) => `${COMPANY_JOBS_PATHS.pipeline}?positionId=${positionId}`

/** /jobs/{id}: the job's own page, as talents see it. */
export const jobDetailPath = (id: number) => pathOf('job_detail').replace(':id', String(id))
