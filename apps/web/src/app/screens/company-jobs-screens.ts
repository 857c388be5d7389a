import { page, type ScreenRegistry } from './screen-registry'

const jobEditor = () => import('../../features/company-jobs/routes/job-editor')

/** Company job screens: the job stepper, the company's jobs with Change Status, and the candidate pipeline. */
export const COMPANY_JOBS_SCREENS: ScreenRegistry = {
  job_create: {
    lazy: { Component: page(jobEditor, (module) => module.JobCreateRoute) },
  },
  job_edit: {
    lazy: { Component: page(jobEditor, (module) => module.JobEditRoute) },
  },
  company_account_applied_jobs: {
    lazy: {
      Component: page(
        () => import('../../features/company-jobs/routes/company-jobs'),
        (module) => module.CompanyJobsRoute,
      ),
    },
  },
  company_account_view_applied_talent: {
    lazy: {
      Component: page(
        () => import('../../features/company-jobs/routes/candidate-pipeline'),
        (module) => module.CandidatePipelineRoute,
      ),
    },
  },
}
