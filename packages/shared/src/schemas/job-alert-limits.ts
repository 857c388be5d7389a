/*
 * Job alerts' limits and frequencies without zod, for the "Save as alert" button on the public job search (issue
 * #13: that page loads light). job-alerts.ts re-exports them.
 */

/** A talent keeps at most this many alerts: each one is a search run on a schedule and a stream of e-mail. */
export const JOB_ALERTS_MAX = 20
/** A digest lists at most this many jobs; the rest are one "and N more" link to the search. */
export const JOB_ALERT_DIGEST_MAX_JOBS = 20
export const JOB_ALERT_NAME_MAX_LENGTH = 80

export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const
