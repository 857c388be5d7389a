import { page, type ScreenRegistry } from './screen-registry'

/** Job alerts (#20): the talent's campaigns, and the signed-out unsubscribe page of the digest e-mails. */
export const JOB_ALERTS_SCREENS: ScreenRegistry = {
  talent_profile_campaigns: {
    lazy: {
      Component: page(
        () => import('../../features/job-alerts/routes/campaigns'),
        (module) => module.CampaignsRoute,
      ),
    },
  },
  job_alert_unsubscribe: {
    lazy: {
      Component: page(
        () => import('../../features/job-alerts/routes/unsubscribe'),
        (module) => module.UnsubscribeRoute,
      ),
    },
  },
}
