import { AppError, ErrorCode } from '../../lib/app-error'
import type { SessionUser } from '../../plugins/access'
import type { PositionRow } from './jobs.repository'

/** Who reads a job: a signed-in user, or null for an anonymous visitor. */
export type Viewer = Pick<SessionUser, 'id' | 'role' | 'companyId'> | null
/** What the visibility and open rules read of a job. */
export type PositionGate = Pick<PositionRow, 'privacy' | 'companyId' | 'status' | 'expirationDate'>

/** A time as the API writes it; one already written so (a remembered page's) is kept as it is. */
export const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined
    ? null
    : typeof value === 'string' && ISO_TIME.test(value)
      ? value
      : new Date(value).toISOString()
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
const DAY_MS = 86_400_000
let day = { value: '', until: 0 }
/** Today's date (UTC), worked out again when the day turns: the caches ask on every read. */
export const today = () => {
  const now = Date.now()
  if (now >= day.until || now < day.until - DAY_MS) {
    day = { value: new Date(now).toISOString().slice(0, 10), until: now - (now % DAY_MS) + DAY_MS }
  }
  return day.value
}

/** The one rule of §4: a job is open while published and its expiration date has not passed. */
export function isOpen(position: Pick<PositionRow, 'status' | 'expirationDate'>) {
  return position.status === 'published' && position.expirationDate >= today()
}

/** The job, if it is open to saves and applications now; else refused as not open. */
export function asOpen<Position extends PositionGate>(position: Position) {
  if (!isOpen(position)) throw new AppError(ErrorCode.JOB_NOT_OPEN)
  return position
}

/** The company a company user acts for; anyone else is refused. */
export function companyOf(user: SessionUser) {
  if (user.role !== 'company' || !user.companyId) throw new AppError(ErrorCode.FORBIDDEN)
  return user.companyId
}
