import { sql, type SQL } from 'drizzle-orm'

/**
 * What "take my data" exports (decision 018): every table holding something about a talent, with how to find the
 * talent's rows, the columns left out (secrets: password and token hashes), and the columns naming stored files
 * (their bytes go into the archive). A test lists every table of the database with a column that points at users (or
 * is named user_id / talent_id) and fails unless it is here or in EXCLUDED_TABLES with its reason.
 */
export interface ExportedTable {
  table: string
  /** The talent's rows, given their user id. */
  where: (userId: SQL) => SQL
  /** Columns never exported (secrets, search vectors). */
  omit?: string[]
  /** Columns holding a storage key: the file is added to the archive under files/. */
  files?: string[]
}

const column = (name: string) => (userId: SQL) => sql`${sql.identifier(name)} = ${userId}`

export const EXPORTED_TABLES: ExportedTable[] = [
  // Account
  {
    table: 'users',
    where: column('id'),
    // The password hash and the two-step secret are secrets, not data about the person.
    omit: ['password_hash', 'totp_secret'],
  },
  { table: 'external_identities', where: column('user_id') },
  { table: 'audit_events', where: column('user_id') },
  // E-mails we sent them: who, what and when; not the bodies, which carry sign-in and reset links.
  { table: 'emails', where: column('user_id'), omit: ['text', 'html'] },
  { table: 'checkouts', where: column('user_id') },

  // Profile (§3)
  { table: 'talent_profiles', where: column('user_id'), files: ['photo_key', 'cv_key'] },
  { table: 'talent_experiences', where: column('user_id') },
  { table: 'talent_educations', where: column('user_id') },
  { table: 'talent_certifications', where: column('user_id') },
  { table: 'talent_courses', where: column('user_id') },
  { table: 'talent_languages', where: column('user_id') },
  { table: 'talent_references', where: column('user_id') },
  { table: 'talent_nice_categories', where: column('user_id') },
  { table: 'talent_work_roles', where: column('user_id') },
  { table: 'talent_statements', where: column('user_id') },
  { table: 'talent_role_fits', where: column('user_id') },
  { table: 'cv_analyses', where: column('user_id'), files: ['cv_key'] },
  { table: 'quiz_attempts', where: column('user_id') },

  // Jobs and companies
  { table: 'saved_positions', where: column('user_id') },
  { table: 'applications', where: column('talent_id') },
  {
    table: 'application_status_events',
    where: (userId) => sql`application_id in (select id from applications where talent_id = ${userId})`,
  },
  { table: 'talent_contacts', where: column('talent_id') },
  { table: 'company_team_members', where: column('talent_id') },

  // Learning and careers
  { table: 'saved_trainings', where: column('user_id') },
  { table: 'training_progress', where: column('user_id') },
  { table: 'career_paths', where: column('owner_talent_id') },
  { table: 'talent_saved_careers', where: column('talent_id') },
  { table: 'talent_career_scores', where: column('talent_id') },
  { table: 'company_career_recommendations', where: column('talent_id') },
  { table: 'webinar_registrations', where: column('user_id') },

  // Awards: their votes, and nominations they made or were linked to
  { table: 'award_votes', where: column('user_id') },
  {
    table: 'award_nominees',
    where: (userId) => sql`(nominated_by = ${userId} or linked_user_id = ${userId})`,
    files: ['proof_key'],
  },

  // The talent's own space (#20)
  { table: 'job_alerts', where: column('talent_id') },
  {
    table: 'job_alert_deliveries',
    where: (userId) => sql`alert_id in (select id from job_alerts where talent_id = ${userId})`,
  },
  { table: 'data_exports', where: column('talent_id'), omit: ['token_hash', 'file_key'] },
  { table: 'talent_documents', where: column('user_id'), files: ['storage_key'] },
  { table: 'resume_settings', where: column('user_id') },
  { table: 'talent_projects', where: column('talent_id') },
  { table: 'message_threads', where: column('talent_id') },
  {
    table: 'messages',
    where: (userId) => sql`thread_id in (select id from message_threads where talent_id = ${userId})`,
  },
  { table: 'message_preferences', where: column('user_id') },
]

/** Tables with a column pointing at users that the export leaves out, each with the reason. */
export const EXCLUDED_TABLES: Record<string, string> = {
  sessions: 'Hashed session tokens: secrets with no meaning outside; sign-ins are in audit_events.',
  user_tokens: 'Hashed e-mailed link tokens (activation, reset, e-mail change): secrets, short-lived.',
  totp_recovery_codes: 'Hashed two-step recovery codes: secrets.',
  positions: "Companies' job posts; created_by names the company user who wrote them, never a talent.",
  posts: "The operator's blog posts and webinars; created_by names the operator.",
  award_editions: 'Award contests the operator opens; created_by names the operator.',
}
