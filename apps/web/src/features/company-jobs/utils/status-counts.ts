import { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'
import type { CommunicationStatus } from '@sentinela/shared/schemas/jobs'

/** §3 communication statuses, in the order a candidate moves through them. */
export const COMMUNICATION_STATUSES: readonly CommunicationStatus[] = OPTION_LISTS.communication_status

export interface StatusSegment {
  status: CommunicationStatus
  count: number
  /** Share of all the job's candidates, 0–100, for the width of its part of the bar. */
  share: number
}

/**
 * A job's candidates per communication status (`countsByStatus`, keyed "0"–"4") as the parts of a stacked bar: the
 * statuses that have someone, in §3 order. Unknown keys and counts below 1 are left out.
 */
export function toStatusSegments(countsByStatus: Record<string, number>): StatusSegment[] {
  const counts = COMMUNICATION_STATUSES.map((status) => ({
    status,
    count: Math.max(0, Math.trunc(countsByStatus[String(status)] ?? 0)),
  })).filter((entry) => entry.count > 0)
  const total = counts.reduce((sum, entry) => sum + entry.count, 0)
  return counts.map((entry) => ({ ...entry, share: total === 0 ? 0 : (entry.count / total) * 100 }))
}

/** The total of a job's candidates over the statuses. */
export function countCandidates(countsByStatus: Record<string, number>): number {
  return toStatusSegments(countsByStatus).reduce((sum, entry) => sum + entry.count, 0)
}
