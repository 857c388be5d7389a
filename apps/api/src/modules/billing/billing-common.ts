import type { FastifyRequest } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { subscriptions } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { SessionUser } from '../../plugins/access'

/** What an audited billing action records of the request behind it. */
export type Context = Pick<FastifyRequest, 'ip' | 'headers'>

/** Where the browser comes back to after a checkout, and where billing e-mails link. */
export const CHECKOUT_RETURN_PATH = '/company/account/subscriptions'

export const iso = (value: Date) => value.toISOString()
export const isLive = (status: string) => status === 'active' || status === 'past_due'

/** The caller's company: billing is for company users only. */
export function companyOf(user: SessionUser) {
  if (user.role !== 'company' || !user.companyId) throw new AppError(ErrorCode.FORBIDDEN)
  return user.companyId
}

/** The company's live subscription (active or past due): the one whose limits are in force. */
export async function findLiveSubscription(executor: Executor, companyId: number, lock = false) {
  const query = executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), inArray(subscriptions.status, ['active', 'past_due'])))
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row
}
