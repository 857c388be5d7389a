import type { FastifyRequest } from 'fastify'
import type { Executor } from '../db/client'
import { auditEvents } from '../db/schema/index'

/** Security events kept for users and operators (issue: sign-in, failure, lock, reset, e-mail change, deletion). */
export type AuditEvent =
  | 'registered'
  | 'activated'
  | 'sign_in'
  | 'sign_in_failed'
  | 'account_locked'
  | 'sign_out'
  | 'session_ended'
  | 'other_sessions_ended'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'email_change_requested'
  | 'email_changed'
  | 'account_deleted'
  | 'two_step_enabled'
  | 'two_step_disabled'
  | 'recovery_code_used'
  | 'provider_linked'
  | 'admin_user_created'
  | 'admin_user_removed'
  | 'operator_created'
  | 'post_created'
  | 'post_updated'
  | 'post_deleted'
  | 'post_cover_set'
  | 'webinar_registered'
  | 'award_edition_created'
  | 'award_edition_updated'
  | 'award_nominated'
  | 'award_nomination_reviewed'
  | 'award_profile_linked'
  | 'award_voted'
  | 'subscription_checkout_started'
  | 'subscription_paid'
  | 'subscription_plan_changed'
  | 'subscription_cancel_requested'
  | 'subscription_resumed'
  | 'plan_updated'
  | 'ai_agent_created'
  | 'ai_agent_updated'

export async function recordAudit(
  db: Executor,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  event: AuditEvent,
  userId: number | null,
  details: Record<string, unknown> = {},
) {
  await db.insert(auditEvents).values({
    userId,
    event,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    details,
  })
}
