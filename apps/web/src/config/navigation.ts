import type { resources } from '@sentinela/shared/i18n/resources'
import type { Role } from '../lib/session'
import { pathOf, type SHELL_ROUTES, type PageKey } from './paths'

type NavGroupKey = keyof (typeof resources)['en']['common']['nav']['group']

export interface NavItem {
  readonly path: string
  /** The link reads as the page's own title, so a link and the page it opens always agree. */
  readonly pageKey: PageKey
}

export interface NavGroup {
  readonly groupKey: NavGroupKey
  readonly items: readonly NavItem[]
}

/** A shell link by its page key; the path comes from the route table so a link cannot drift from its route. */
function link(pageKey: (typeof SHELL_ROUTES)[number]['pageKey'] | 'jobs'): NavItem {
  return { path: pathOf(pageKey), pageKey }
}

const AWARDS: NavGroup = {
  groupKey: 'awards',
  items: [link('mexico_awards'), link('colombia_awards'), link('chile_awards'), link('argentina_awards')],
}

/** What a talent reaches from the navbar, grouped the way a job seeker thinks about it. */
export const TALENT_NAVIGATION: readonly NavGroup[] = [
  {
    groupKey: 'my_account',
    items: [
      link('talent_account_overview'),
      link('dashboard'),
      link('talent_profile_overview'),
      link('talent_profile_projects'),
      link('talent_profile_activity'),
      link('talent_profile_connections'),
      link('talent_account_settings'),
      link('talent_account_privacy'),
      link('talent_account_relations'),
    ],
  },
  {
    groupKey: 'my_profile',
    items: [
      link('talent_account_profile_basic_data'),
      link('talent_profile_documents'),
      link('builder'),
      link('talent_account_profile_nist_nice'),
      link('talent_account_profile_nist_nice_quiz'),
      link('talent_account_profile_work_experience'),
      link('talent_account_profile_education'),
      link('talent_account_profile_certifications'),
      link('talent_account_profile_courses'),
      link('talent_account_profile_languages'),
      link('talent_account_profile_references'),
      link('talent_account_profile_soft_skills'),
    ],
  },
  {
    groupKey: 'jobs',
    items: [link('jobs'), link('talent_account_saved_jobs'), link('talent_account_applied_jobs')],
  },
  {
    groupKey: 'learning',
    items: [
      link('start_your_cyber_career_here'),
      link('trainings'),
      link('talent_account_saved_trainings'),
      link('talent_account_training_progress'),
      link('career_path'),
      link('talent_account_my_careers'),
      link('talent_account_company_career_path'),
    ],
  },
  {
    groupKey: 'community',
    items: [link('sentinela_sessions'), link('ai_agents'), link('talent_account_community')],
  },
  AWARDS,
]

/** What a company user (main admin or admin) reaches from the navbar. */
export const COMPANY_NAVIGATION: readonly NavGroup[] = [
  {
    groupKey: 'company',
    items: [
      link('company_account_overview'),
      link('company_account_edit_profile'),
      link('company_account_settings'),
      link('company_account_employees'),
      link('company_account_subscriptions'),
    ],
  },
  {
    groupKey: 'hiring',
    items: [
      link('dashboard'),
      link('company_account_applied_jobs'),
      link('company_account_view_applied_talent'),
      link('company_account_talent_search'),
      link('company_account_messages'),
    ],
  },
  {
    groupKey: 'development',
    items: [
      link('company_account_cyber_team'),
      link('company_account_my_careers'),
      link('career_path'),
      link('trainings'),
      link('ai_agents'),
    ],
  },
  {
    groupKey: 'community',
    items: [link('sentinela_sessions')],
  },
  AWARDS,
]

export function getNavigation(role: Role): readonly NavGroup[] {
  if (role === 'operator') return []
  return role === 'talent' ? TALENT_NAVIGATION : COMPANY_NAVIGATION
}
