import { pathOf } from '../../../config/paths'

/** The addresses the company screens link to, from the one route table (config/paths.ts). */
export const COMPANY_PATHS = {
  overview: pathOf('company_account_overview'),
  editProfile: pathOf('company_account_edit_profile'),
  employees: pathOf('company_account_employees'),
  dashboard: pathOf('dashboard'),
  jobs: pathOf('company_account_applied_jobs'),
  newJob: pathOf('job_create'),
  searchJobs: pathOf('jobs'),
  appliedJobs: pathOf('talent_account_applied_jobs'),
  savedJobs: pathOf('talent_account_saved_jobs'),
} as const

/** /company/account/viewAppliedTalent?positionId={id}: a job's candidates. */
export const pipelinePath = (positionId: number) =>
  `${pathOf('company_account_view_applied_talent')}?positionId=${positionId}`
