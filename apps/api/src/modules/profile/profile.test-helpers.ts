import type { Profile, ProfileInput } from '@sentinela/shared/schemas/profile'
import { bearer, createSessionToken, createTalent } from '../../../test/factories'
import { request, type TestContext } from '../../../test/helper'

/**
 * What the profile test files share: a talent signed in, the profile read and saved through the API, and the input a
 * form sends. Each test file builds its own app (`useTestApp`) and passes it here.
 */
export function profileHelpers(ctx: TestContext) {
  async function signedInTalent(overrides: Parameters<typeof createTalent>[1] = {}) {
    const user = await createTalent(ctx.app.db, overrides)
    return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
  }

  async function readProfile(headers: Record<string, string>) {
    const { body } = await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers })
    return body.data.profile
  }

  const putProfile = (headers: Record<string, string>, payload: ProfileInput, language = 'en') =>
    request<{
      data: Profile
      code: string
      message: string
      errors: { path: string; code: string; message: string }[]
    }>(ctx, { method: 'PUT', url: '/api/profile', headers: { ...headers, 'accept-language': language }, payload })

  return { signedInTalent, readProfile, putProfile }
}

/** The input a form would send for a profile as read: the whole profile, edited. */
export function toInput(profile: Profile, changes: Partial<ProfileInput> = {}): ProfileInput {
  const { userId: _u, email: _e, photoUrl: _p, cv: _c, nice: _n, ...rest } = profile
  // The response types codes as plain numbers; the schema re-checks them on the way in.
  return { ...rest, ...changes } as ProfileInput
}

/** A current job, as the profile form sends a new one. */
export const experience = {
  id: 0,
  jobTitle: 'SOC Analyst',
  company: 'Andes Secure',
  startDate: '2022-03-01',
  endDate: null,
  currentlyWorksHere: true,
  employmentType: 0,
  industry: 'computer_network_security',
  description: 'Triage of alerts and incident response.',
  aboutCompany: null,
} as const
