import type { ScreenRegistry } from './screen-registry'

/** Talent-facing job screens: search, job page, saved and applied jobs. */
export const JOBS_SCREENS: ScreenRegistry = {}
