import { page, type ScreenRegistry } from './screen-registry'

const careers = () => import('../../features/careers/routes/career-list')
const details = () => import('../../features/careers/routes/career-details')
const forms = () => import('../../features/careers/routes/career-form')
const edit = () => import('../../features/careers/routes/career-edit')
const account = () => import('../../features/careers/routes/account-careers')

/** Career path screens (§2 Careers, talent and company myCareers, CompanyCareerPath). */
export const CAREER_SCREENS: ScreenRegistry = {
  career: { lazy: { Component: page(careers, (module) => module.CareerListRoute) } },
  career_path: { lazy: { Component: page(careers, (module) => module.CareerListRoute) } },
  career_details: { lazy: { Component: page(details, (module) => module.CareerDetailsRoute) } },
  career_trainings: { lazy: { Component: page(details, (module) => module.CareerTrainingsRoute) } },
  career_jobs: { lazy: { Component: page(details, (module) => module.CareerJobsRoute) } },
  career_create: { lazy: { Component: page(forms, (module) => module.CareerCreateRoute) } },
  career_basic_information: { lazy: { Component: page(forms, (module) => module.CareerBasicInformationRoute) } },
  career_edit: { lazy: { Component: page(edit, (module) => module.CareerEditRoute) } },
  talent_account_my_careers: { lazy: { Component: page(account, (module) => module.TalentMyCareersRoute) } },
  talent_account_company_career_path: {
    lazy: { Component: page(account, (module) => module.TalentCompanyCareersRoute) },
  },
  company_account_my_careers: { lazy: { Component: page(account, (module) => module.CompanyMyCareersRoute) } },
}
