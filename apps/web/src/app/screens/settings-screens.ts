import type { ScreenRegistry } from './screen-registry'

/** Settings screens (talent and company settings, account privacy). */
export const SETTINGS_SCREENS: ScreenRegistry = {}
