import type { ScreenRegistry } from './screen-registry'

/** Talent profile screens: the edit sections and the read views. */
export const PROFILE_SCREENS: ScreenRegistry = {}
