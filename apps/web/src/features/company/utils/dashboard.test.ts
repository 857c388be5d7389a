import { describe, expect, it } from 'vitest'
import type { CompanyJob } from '@sentinela/shared/schemas/jobs'
import { countApplications, isOpenJob, readCounts, summarizeHiring, toBarSegments } from './dashboard'

function job(id: number, changes: Partial<CompanyJob> = {}): CompanyJob {
  return {
    id,
    jobTitle: `Job ${id}`,
    companyId: 1,
    companyName: 'Andes Secure',
    privacy: 'public',
    status: 'published',
    expired: false,
    country: null,
    city: null,
    modality: 'remote',
    employmentType: 0,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: 'USD',
    clearanceRequired: false,
    expirationDate: '2099-01-01',
    publishedAt: null,
    excerpt: '',
    roles: [],
    savedAt: null,
    appliedAt: null,
    applicantCount: 0,
    countsByStatus: { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0 },
    ...changes,
  }
}

describe('readCounts', () => {
  it('reads the five statuses and ignores unknown keys and bad values', () => {
    expect(readCounts({ '1': 3, '3': 1, '7': 9, '2': -4, '4': 1.8 })).toEqual({ 0: 0, 1: 3, 2: 0, 3: 1, 4: 1 })
  })
})

describe('isOpenJob', () => {
  it('is open only when published and not expired (§4)', () => {
    expect(isOpenJob({ status: 'published', expired: false })).toBe(true)
    expect(isOpenJob({ status: 'published', expired: true })).toBe(false)
    expect(isOpenJob({ status: 'draft', expired: false })).toBe(false)
  })
})

describe('summarizeHiring', () => {
  it('counts open jobs and applicants, and adds the statuses up over every job', () => {
    const summary = summarizeHiring([
      job(1, { countsByStatus: { '1': 2, '3': 1 } }),
      job(2, { status: 'draft', countsByStatus: {} }),
      job(3, { expired: true, countsByStatus: { '1': 1, '4': 4 } }),
      job(4, { countsByStatus: { '0': 1, '1': 1 } }),
    ])
    expect(summary.totalJobs).toBe(4)
    expect(summary.openJobs).toBe(2)
    expect(summary.totalApplicants).toBe(10)
    expect(summary.byStatus).toEqual({ 0: 1, 1: 4, 2: 0, 3: 1, 4: 4 })
    expect(summary.maxTotal).toBe(5)
  })

  it('lists open jobs first, then by candidates, keeping the API order for ties', () => {
    const summary = summarizeHiring([
      job(1, { countsByStatus: { '1': 1 } }),
      job(2, { status: 'draft', countsByStatus: { '1': 9 } }),
      job(3, { countsByStatus: { '1': 4 } }),
      job(4, { countsByStatus: { '1': 1 } }),
    ])
    expect(summary.jobs.map((row) => row.id)).toEqual([3, 1, 4, 2])
    expect(summary.jobs[0]).toMatchObject({ jobTitle: 'Job 3', isOpen: true, total: 4 })
  })

  it('has nothing to scale when there are no jobs', () => {
    expect(summarizeHiring([])).toMatchObject({ totalJobs: 0, openJobs: 0, totalApplicants: 0, maxTotal: 0, jobs: [] })
  })
})

describe('toBarSegments', () => {
  it('sizes the statuses that have someone against the common scale, in §3 order', () => {
    expect(toBarSegments({ 0: 0, 1: 2, 2: 1, 3: 0, 4: 1 }, 8)).toEqual([
      { status: 1, count: 2, percent: 25 },
      { status: 2, count: 1, percent: 12.5 },
      { status: 4, count: 1, percent: 12.5 },
    ])
  })

  it('draws nothing on an empty scale', () => {
    expect(toBarSegments({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 }, 0)).toEqual([])
  })
})

describe('countApplications', () => {
  it("counts a talent's applications per communication status", () => {
    expect(
      countApplications([
        { communicationStatus: 1 },
        { communicationStatus: 1 },
        { communicationStatus: 3 },
        { communicationStatus: 8 },
      ]),
    ).toEqual({ 0: 0, 1: 2, 2: 0, 3: 1, 4: 0 })
  })
})
