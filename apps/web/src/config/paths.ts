import type { resources } from '@sentinela/shared/i18n/resources'

/** A key under `page` in the common catalog: every screen's translated title. */
export type PageKey = keyof (typeof resources)['en']['common']['page']

/** One screen of §2: its address, spelled exactly as the spec spells it, and its title key. */
export interface PageRoute {
  readonly path: string
  readonly pageKey: PageKey
}

/** Addresses the app itself sends people to. */
export const PATHS = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  passwordRecovery: '/password-recovery',
  notFound: '/404',
  serverError: '/500',
  talentHome: '/talent/account/overview',
  companyHome: '/company/account/overview',
  subscriptions: '/subscriptions',
  aiSearch: '/search',
  devOutbox: '/dev/outbox',
  operatorHome: '/operator',
  operatorTwoStep: '/operator/two-step',
} as const

/**
 * §2 public screens: open without a session. The e-mailed link pages (`/auth/reset/`, `/change/`,
 * `/account/confirm_account/`) also accept a token as a last segment.
 */
export const PUBLIC_ROUTES = [
  { path: PATHS.signIn, pageKey: 'sign_in' },
  { path: PATHS.signUp, pageKey: 'sign_up' },
  { path: '/sign-up-company', pageKey: 'sign_up_company' },
  { path: '/auth/reset/:token?', pageKey: 'auth_reset' },
  { path: '/change/:token?', pageKey: 'change_email' },
  { path: PATHS.passwordRecovery, pageKey: 'password_recovery' },
  { path: '/account/confirm_account/:token?', pageKey: 'confirm_account' },
  { path: '/sso', pageKey: 'sso' },
  // Not in §2: a job alert e-mail's unsubscribe link (#20), which works signed out.
  { path: '/alerts/unsubscribe', pageKey: 'job_alert_unsubscribe' },
  { path: '/multi-step-sign-up', pageKey: 'multi_step_sign_up' },
  // Not in §2: the development outbox, so demo users can follow e-mailed links without a mail server.
  { path: PATHS.devOutbox, pageKey: 'dev_outbox' },
  { path: PATHS.notFound, pageKey: 'not_found' },
  { path: PATHS.serverError, pageKey: 'server_error' },
] as const satisfies readonly PageRoute[]

/**
 * Screens anyone may open: in the shell for a signed-in user, in the public frame otherwise. A public job's page is
 * shareable and carries schema.org JobPosting data, so search engines and people without an account can read it.
 */
export const OPEN_ROUTES = [
  // Job search too (issue #13): a visitor finds jobs before having an account; saving and applying ask to sign in.
  { path: '/jobs', pageKey: 'jobs' },
  { path: '/jobs/:id', pageKey: 'job_detail' },
  // Blog posts (#15): each has its own public address, for readers and search engines.
  { path: '/blog/:id', pageKey: 'blog_post' },
  // AI search (#18): one question in a person's own words, answered with jobs, trainings, paths (and talents, for a
  // company); a visitor may search as well, like the job search.
  { path: PATHS.aiSearch, pageKey: 'ai_search' },
] as const satisfies readonly PageRoute[]

/**
 * §2 main shell screens: a session is required. `{product}Sessions` is `/sentinelaSessions` (PRODUCT.md).
 * The template demo routes under `/crafted/...` and `/apps/...` are not built (PRODUCT.md).
 */
export const SHELL_ROUTES = [
  { path: '/SearchTalent', pageKey: 'search_talent' },
  { path: '/dashboard', pageKey: 'dashboard' },
  { path: PATHS.subscriptions, pageKey: 'subscriptions' },
  // Not spelled in §2: the built-in demo payment provider's checkout page (#16), where /subscriptions sends to pay.
  { path: '/billing/checkout/:token', pageKey: 'billing_checkout' },
  // Not spelled in §2: the job stepper (§2 "Job create/edit") for a new job and for an existing one.
  { path: '/jobs/new', pageKey: 'job_create' },
  { path: '/jobs/:id/edit', pageKey: 'job_edit' },
  { path: '/sentinelaSessions', pageKey: 'sentinela_sessions' },
  { path: '/career', pageKey: 'career' },
  { path: '/careerPath', pageKey: 'career_path' },
  { path: '/StartYourCyberCareerHere', pageKey: 'start_your_cyber_career_here' },

  // Awards
  { path: '/MexicoAwards', pageKey: 'mexico_awards' },
  { path: '/ColombiaAwards', pageKey: 'colombia_awards' },
  { path: '/ChileAwards', pageKey: 'chile_awards' },
  { path: '/argentinaAwards', pageKey: 'argentina_awards' },
  // Not spelled in §2: a nominee's own page (§3 Award nominee), linked from the country pages.
  { path: '/awards/nominees/:id', pageKey: 'award_nominee' },

  // Careers
  { path: '/career/details', pageKey: 'career_details' },
  { path: '/career/trainings', pageKey: 'career_trainings' },
  { path: '/career/jobs', pageKey: 'career_jobs' },
  { path: '/career/BasicInformationCareer', pageKey: 'career_basic_information' },
  { path: '/career/createCareer', pageKey: 'career_create' },
  { path: '/career/editCareer', pageKey: 'career_edit' },

  // Trainings
  { path: '/trainings', pageKey: 'trainings' },
  { path: '/trainings/training', pageKey: 'training' },
  { path: '/trainings/training/detail', pageKey: 'training_detail' },
  { path: '/trainings/training/detail/course', pageKey: 'training_course' },

  // AI agents
  { path: '/AIAgents', pageKey: 'ai_agents' },
  { path: '/AIAgents/AIAgent', pageKey: 'ai_agent' },

  { path: '/builder', pageKey: 'builder' },

  // /company/account children
  { path: PATHS.companyHome, pageKey: 'company_account_overview' },
  { path: '/company/account/edit_Profile', pageKey: 'company_account_edit_profile' },
  { path: '/company/account/settings', pageKey: 'company_account_settings' },
  { path: '/company/account/employees', pageKey: 'company_account_employees' },
  { path: '/company/account/cyber-team', pageKey: 'company_account_cyber_team' },
  { path: '/company/account/TalentSerch', pageKey: 'company_account_talent_search' },
  { path: '/company/account/subscriptions', pageKey: 'company_account_subscriptions' },
  { path: '/company/account/appliedJobs', pageKey: 'company_account_applied_jobs' },
  { path: '/company/account/viewAppliedTalent', pageKey: 'company_account_view_applied_talent' },
  { path: '/company/account/myCareers', pageKey: 'company_account_my_careers' },
  // Not spelled in §2: the company's conversations with talents (#20 messages), where its e-mails link to.
  { path: '/company/account/messages', pageKey: 'company_account_messages' },

  // /talent/profile children
  { path: '/talent/profile/overview', pageKey: 'talent_profile_overview' },
  { path: '/talent/profile/projects', pageKey: 'talent_profile_projects' },
  { path: '/talent/profile/campaigns', pageKey: 'talent_profile_campaigns' },
  { path: '/talent/profile/documents', pageKey: 'talent_profile_documents' },
  { path: '/talent/profile/connections', pageKey: 'talent_profile_connections' },
  { path: '/talent/profile/activity', pageKey: 'talent_profile_activity' },

  // /talent/account children
  { path: PATHS.talentHome, pageKey: 'talent_account_overview' },
  { path: '/talent/account/settings', pageKey: 'talent_account_settings' },
  { path: '/talent/account/AccountPrivacity', pageKey: 'talent_account_privacy' },
  { path: '/talent/account/relations', pageKey: 'talent_account_relations' },
  { path: '/talent/account/savedJobs', pageKey: 'talent_account_saved_jobs' },
  { path: '/talent/account/savedTrainings', pageKey: 'talent_account_saved_trainings' },
  { path: '/talent/account/trainingProgress', pageKey: 'talent_account_training_progress' },
  { path: '/talent/account/myCareers', pageKey: 'talent_account_my_careers' },
  { path: '/talent/account/CompanyCareerPath', pageKey: 'talent_account_company_career_path' },
  { path: '/talent/account/Community', pageKey: 'talent_account_community' },
  { path: '/talent/account/appliedJobs', pageKey: 'talent_account_applied_jobs' },

  // /talent/account/profile children
  { path: '/talent/account/profile/basicData', pageKey: 'talent_account_profile_basic_data' },
  { path: '/talent/account/profile/softskills', pageKey: 'talent_account_profile_soft_skills' },
  { path: '/talent/account/profile/certifications', pageKey: 'talent_account_profile_certifications' },
  { path: '/talent/account/profile/courses', pageKey: 'talent_account_profile_courses' },
  { path: '/talent/account/profile/education', pageKey: 'talent_account_profile_education' },
  { path: '/talent/account/profile/workExperience', pageKey: 'talent_account_profile_work_experience' },
  { path: '/talent/account/profile/languages', pageKey: 'talent_account_profile_languages' },
  { path: '/talent/account/profile/references', pageKey: 'talent_account_profile_references' },
  { path: '/talent/account/profile/nist-nice', pageKey: 'talent_account_profile_nist_nice' },
  { path: '/talent/account/profile/nist-nice-quiz', pageKey: 'talent_account_profile_nist_nice_quiz' },
] as const satisfies readonly PageRoute[]

/** The operator's back office (PRODUCT.md "The platform operator"): its own frame, for operators only. */
export const OPERATOR_ROUTES = [
  { path: PATHS.operatorHome, pageKey: 'operator_home' },
  { path: PATHS.operatorTwoStep, pageKey: 'operator_two_step' },
  { path: '/operator/posts/new', pageKey: 'operator_post_new' },
  { path: '/operator/posts/:id', pageKey: 'operator_post_edit' },
  { path: '/operator/awards', pageKey: 'operator_awards' },
  { path: '/operator/plans', pageKey: 'operator_plans' },
  { path: '/operator/aiAgents', pageKey: 'operator_ai_agents' },
] as const satisfies readonly PageRoute[]

/** A screen's address by its page key, from the route tables, so a link cannot drift from its route. */
export function pathOf(pageKey: PageKey): string {
  const route = [...SHELL_ROUTES, ...OPEN_ROUTES, ...PUBLIC_ROUTES].find((entry) => entry.pageKey === pageKey)
  if (!route) throw new Error(`No route has the page key ${pageKey}`)
  return route.path
}
