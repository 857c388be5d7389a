import type { ScreenRegistry } from './screen-registry'

/** The NICE roles wizard and the talent overview with fit per work role. */
export const ROLES_SCREENS: ScreenRegistry = {}
