/** The security events the API records (apps/api lib/audit), each with a label in the `settings` catalog. */
export const SECURITY_EVENT_NAMES = [
  'registered',
  'activated',
  'sign_in',
  'sign_in_failed',
  'account_locked',
  'sign_out',
  'session_ended',
  'other_sessions_ended',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'account_deleted',
  'two_step_enabled',
  'two_step_disabled',
  'recovery_code_used',
  'provider_linked',
] as const
export type SecurityEventName = (typeof SECURITY_EVENT_NAMES)[number]

/** An event name the interface can label; anything newer than this list reads as "other account activity". */
export function toSecurityEventName(event: string): SecurityEventName | 'other' {
  return (SECURITY_EVENT_NAMES as readonly string[]).includes(event) ? (event as SecurityEventName) : 'other'
}

/** §7 dates in the person's language and time zone: "12 Mar 2026, 14:05", "12 mar 2026, 14:05"… */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** A date alone, for "connected on …". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date)
}
