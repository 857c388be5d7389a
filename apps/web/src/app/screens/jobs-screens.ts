import { page, type ScreenRegistry } from './screen-registry'

/** Talent-facing job screens: search, job page, saved and applied jobs. */
export const JOBS_SCREENS: ScreenRegistry = {
  jobs: {
    lazy: {
      Component: page(
        () => import('../../features/jobs/routes/jobs-search'),
        (module) => module.JobsSearchRoute,
      ),
    },
  },
  job_detail: {
    lazy: {
      Component: page(
        () => import('../../features/jobs/routes/job-detail'),
        (module) => module.JobDetailRoute,
      ),
    },
  },
  talent_account_saved_jobs: {
    lazy: {
      Component: page(
        () => import('../../features/jobs/routes/saved-jobs'),
        (module) => module.SavedJobsRoute,
      ),
    },
  },
  talent_account_applied_jobs: {
    lazy: {
      Component: page(
        () => import('../../features/jobs/routes/applied-jobs'),
        (module) => module.AppliedJobsRoute,
      ),
    },
  },
}
