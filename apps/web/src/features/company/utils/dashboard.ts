import { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'
import type { CommunicationStatus, CompanyJob, TalentApplication } from '@sentinela/shared/schemas/jobs'

/** §3 communication statuses, in the order a candidate moves through them. */
export const COMMUNICATION_STATUSES: readonly CommunicationStatus[] = OPTION_LISTS.communication_status

/** How many candidates are in each communication status. */
export type StatusCounts = Record<CommunicationStatus, number>

export function emptyCounts(): StatusCounts {
  return { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 }
}

const asCount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0

/** A job's `countsByStatus` (keyed "0"–"4") as counts per status; unknown keys and bad values count as nothing. */
export function readCounts(countsByStatus: Record<string, number>): StatusCounts {
  const counts = emptyCounts()
  for (const status of COMMUNICATION_STATUSES) counts[status] = asCount(countsByStatus[String(status)])
  return counts
}

export function totalOf(counts: StatusCounts): number {
  return COMMUNICATION_STATUSES.reduce<number>((sum, status) => sum + counts[status], 0)
}

/** §4: a job is open while it is published and not past its expiration date. */
export function isOpenJob(job: Pick<CompanyJob, 'status' | 'expired'>): boolean {
  return job.status === 'published' && !job.expired
}

export interface JobApplicants {
  id: number
  jobTitle: string
  status: CompanyJob['status']
  expired: boolean
  isOpen: boolean
  counts: StatusCounts
  total: number
}

export interface HiringSummary {
  totalJobs: number
  openJobs: number
  totalApplicants: number
  /** Every job's candidates added up per status. */
  byStatus: StatusCounts
  /** Open jobs first, then the ones with the most candidates; otherwise in the order the API gave them. */
  jobs: JobApplicants[]
  /** The most candidates any one job has: the bars' common scale, so jobs compare at a glance. */
  maxTotal: number
}

/** The company's jobs summed up for the hiring dashboard. */
export function summarizeHiring(jobs: readonly CompanyJob[]): HiringSummary {
  const byStatus = emptyCounts()
  const rows = jobs.map((job, index) => {
    const counts = readCounts(job.countsByStatus)
    for (const status of COMMUNICATION_STATUSES) byStatus[status] += counts[status]
    const row: JobApplicants = {
      id: job.id,
      jobTitle: job.jobTitle,
      status: job.status,
      expired: job.expired,
      isOpen: isOpenJob(job),
      counts,
      total: totalOf(counts),
    }
    return { row, index }
  })
  rows.sort((a, b) => Number(b.row.isOpen) - Number(a.row.isOpen) || b.row.total - a.row.total || a.index - b.index)
  const sorted = rows.map((entry) => entry.row)
  return {
    totalJobs: jobs.length,
    openJobs: sorted.filter((job) => job.isOpen).length,
    totalApplicants: totalOf(byStatus),
    byStatus,
    jobs: sorted,
    maxTotal: Math.max(0, ...sorted.map((job) => job.total)),
  }
}

export interface BarSegment {
  status: CommunicationStatus
  count: number
  /** Width on the common scale, 0–100. */
  percent: number
}

/** The parts of one job's stacked bar: the statuses that have someone, in §3 order, sized against `scale`. */
export function toBarSegments(counts: StatusCounts, scale: number): BarSegment[] {
  if (scale <= 0) return []
  return COMMUNICATION_STATUSES.filter((status) => counts[status] > 0).map((status) => ({
    status,
    count: counts[status],
    percent: Math.min(100, (counts[status] / scale) * 100),
  }))
}

/** A talent's applications counted per communication status (their dashboard). */
export function countApplications(
  applications: readonly Pick<TalentApplication, 'communicationStatus'>[],
): StatusCounts {
  const counts = emptyCounts()
  for (const application of applications) {
    const status = application.communicationStatus as CommunicationStatus
    if (COMMUNICATION_STATUSES.includes(status)) counts[status] += 1
  }
  return counts
}
