import { page, type ScreenRegistry } from './screen-registry'

const listSections = () => import('../../features/profile/routes/list-sections')

/** Talent profile screens: the edit sections and the read views. */
export const PROFILE_SCREENS: ScreenRegistry = {
  talent_account_profile_basic_data: {
    lazy: {
      Component: page(
        () => import('../../features/profile/routes/basic-data'),
        (module) => module.BasicDataRoute,
      ),
    },
  },
  talent_account_profile_soft_skills: {
    lazy: {
      Component: page(
        () => import('../../features/profile/routes/soft-skills'),
        (module) => module.SoftSkillsRoute,
      ),
    },
  },
  talent_account_profile_work_experience: {
    lazy: { Component: page(listSections, (module) => module.WorkExperienceRoute) },
  },
  talent_account_profile_education: {
    lazy: { Component: page(listSections, (module) => module.EducationRoute) },
  },
  talent_account_profile_certifications: {
    lazy: { Component: page(listSections, (module) => module.CertificationsRoute) },
  },
  talent_account_profile_courses: {
    lazy: { Component: page(listSections, (module) => module.CoursesRoute) },
  },
  talent_account_profile_languages: {
    lazy: { Component: page(listSections, (module) => module.LanguagesRoute) },
  },
  talent_account_profile_references: {
    lazy: { Component: page(listSections, (module) => module.ReferencesRoute) },
  },
  talent_profile_overview: {
    lazy: {
      Component: page(
        () => import('../../features/profile/routes/profile-overview'),
        (module) => module.ProfileOverviewRoute,
      ),
    },
  },
}
