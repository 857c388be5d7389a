import { pathOf as routePath, type PageKey, type SHELL_ROUTES } from '../../../config/paths'

type ShellPageKey = (typeof SHELL_ROUTES)[number]['pageKey']

/** A shell path by its page key, from the route table, so a link cannot drift from its route. */
export const pathOf = (pageKey: ShellPageKey): string => routePath(pageKey)

/** §2 profile edit sections, in the order a person fills them in. */
export const PROFILE_EDIT_SECTIONS = [
  'talent_account_profile_basic_data',
  'talent_account_profile_soft_skills',
  'talent_account_profile_nist_nice',
  'talent_account_profile_work_experience',
  'talent_account_profile_education',
  'talent_account_profile_certifications',
  'talent_account_profile_courses',
  'talent_account_profile_languages',
  'talent_account_profile_references',
] as const satisfies readonly (ShellPageKey & PageKey)[]

export type ProfileEditSection = (typeof PROFILE_EDIT_SECTIONS)[number]

export const PROFILE_PATHS = {
  basicData: pathOf('talent_account_profile_basic_data'),
  softSkills: pathOf('talent_account_profile_soft_skills'),
  niceRoles: pathOf('talent_account_profile_nist_nice'),
  workExperience: pathOf('talent_account_profile_work_experience'),
  education: pathOf('talent_account_profile_education'),
  certifications: pathOf('talent_account_profile_certifications'),
  courses: pathOf('talent_account_profile_courses'),
  languages: pathOf('talent_account_profile_languages'),
  references: pathOf('talent_account_profile_references'),
  overview: pathOf('talent_profile_overview'),
  documents: pathOf('talent_profile_documents'),
} as const
