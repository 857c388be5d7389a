/** §3: nine how-to-start categories each for talent and for company. Names, labels and descriptions live in the master-data-guides catalog. */
export const TALENT_HOW_TO_START_CODES = [
  'complete_profile',
  'nice_roles',
  'take_quiz',
  'upload_cv',
  'explore_jobs',
  'trainings',
  'career_paths',
  'community_awards',
  'ai_agents',
] as const

export const COMPANY_HOW_TO_START_CODES = [
  'company_profile',
  'add_admins',
  'post_job',
  'search_talent',
  'top_talent',
  'cyber_team',
  'career_paths_for_team',
  'subscription',
  'export_reports',
] as const
