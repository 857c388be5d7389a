/** The two registrations of §2, spelled as the spec spells them (config/paths.ts lists them as screens). */
export const SIGN_UP_PATHS = {
  talent: '/multi-step-sign-up',
  company: '/sign-up-company',
} as const

/** Where a signed-in person manages their account, per role (§2). */
export function settingsPath(role: 'talent' | 'company' | 'operator'): string {
  if (role === 'operator') return '/operator'
  return role === 'talent' ? '/talent/account/settings' : '/company/account/settings'
}
