import type { ScreenRegistry } from './screen-registry'

/** Account access screens (sign-in, sign-up, activation, recovery, e-mail change, SSO). */
export const AUTH_SCREENS: ScreenRegistry = {}
