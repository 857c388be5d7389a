import type { Profile, ProfileInput } from '@sentinela/shared/schemas/profile'

/** The lists of a profile that its screens edit one item at a time (§3). */
export const PROFILE_LISTS = [
  'experiences',
  'educations',
  'certifications',
  'courses',
  'languages',
  'references',
] as const
export type ProfileListName = (typeof PROFILE_LISTS)[number]
export type ProfileListItem<List extends ProfileListName> = Profile[List][number]
export type ProfileListInput<List extends ProfileListName> = ProfileInput[List][number]

/**
 * The whole profile as PUT /profile wants it (§4: every save sends everything), from the profile as last read:
 * everything but the read-only parts (user id, e-mail, photo, CV), with its `version` and every item's id. The NICE
 * selection is left out, which the API reads as "unchanged", so a save here never undoes the roles wizard.
 */
export function toProfileInput(profile: Profile): ProfileInput {
  const {
    userId: _userId,
    email: _email,
    photoUrl: _photoUrl,
    cv: _cv,
    nice: _nice,
    clearance,
    experiences,
    educations,
    certifications,
    courses,
    languages,
    references,
    ...fields
  } = profile
  return {
    ...fields,
    clearance: { ...clearance },
    experiences: experiences.map((item) => ({ ...item })),
    educations: educations.map((item) => ({ ...item })),
    certifications: certifications.map((item) => ({ ...item })),
    courses: courses.map((item) => ({ ...item })),
    // Stored codes are the schema's codes; the response types them as plain strings.
    languages: languages.map((item) => ({ ...item }) as ProfileInput['languages'][number]),
    references: references.map((item) => ({ ...item })),
    personalityType: fields.personalityType as ProfileInput['personalityType'],
  } as ProfileInput
}
