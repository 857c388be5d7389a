import type { ScreenRegistry } from './screen-registry'

/** Company job screens: the job stepper, the company's jobs with Change Status, and the candidate pipeline. */
export const COMPANY_JOBS_SCREENS: ScreenRegistry = {}
