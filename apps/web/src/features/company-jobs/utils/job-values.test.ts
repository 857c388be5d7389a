import { describe, expect, it } from 'vitest'
import type { Job } from '@sentinela/shared/schemas/jobs'
import { JobCreateSchema } from '@sentinela/shared/schemas/jobs'
import { addDays, emptyJobValues, toJobInput, toJobValues } from './job-values'

const TODAY = new Date('2026-03-01T22:30:00Z')

const SAVED_JOB: Job = {
  id: 7,
  version: 3,
  jobTitle: 'Incident Responder',
  companyId: 2,
  companyName: 'Acme',
  privacy: 'private',
  status: 'draft',
  expired: false,
  country: 'MX',
  city: 'Monterrey',
  modality: 'hybrid',
  employmentType: 4,
  salaryMin: 50_000,
  salaryMax: 70_000,
  salaryCurrency: 'MXN',
  clearanceRequired: true,
  expirationDate: '2026-04-30',
  publishedAt: null,
  excerpt: 'Respond',
  roles: [{ workRoleCode: 'PD-WRL-003', name: 'Incident Response', categoryCode: 'PD', minimumPercentage: 40 }],
  savedAt: null,
  appliedAt: null,
  department: null,
  description: 'Respond to incidents.',
  requirements: null,
  duration: 6,
  durationUnit: 'months',
  industry: 'computer_network_security',
  industryName: 'Computer and Network Security',
  educationLevel: 5,
  openToTravel: 0,
  nationality: null,
  clearanceLevel: 1,
  certifications: [{ id: 11, name: 'GCIH' }],
  languages: [{ id: 12, language: 'es', level: 'proficient' }],
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
  ownedByCaller: true,
  applicantCount: 0,
  communicationStatus: null,
}

describe('emptyJobValues', () => {
  it('proposes a public job in USD published for 30 days', () => {
    const values = emptyJobValues(TODAY)
    expect(values.privacy).toBe('public')
    expect(values.salaryCurrency).toBe('USD')
    expect(values.expirationDate).toBe('2026-03-31')
  })

  it("proposes the company country's currency", () => {
    expect(emptyJobValues(TODAY, 'BRL').salaryCurrency).toBe('BRL')
  })
})

describe('addDays', () => {
  it('counts calendar days in UTC', () => {
    expect(addDays(new Date('2026-12-30T23:59:00Z'), 3)).toBe('2027-01-02')
  })
})

describe('toJobInput', () => {
  it('turns empty optional fields into null and codes into the stored types', () => {
    const input = toJobInput({
      ...emptyJobValues(TODAY),
      jobTitle: 'Analyst',
      description: 'Watch.',
      employmentType: '0',
      modality: 'remote',
      educationLevel: '-1',
      salaryMin: '',
      salaryMax: 90_000,
    })
    expect(input).toMatchObject({
      department: null,
      requirements: null,
      salaryMin: null,
      salaryMax: 90_000,
      employmentType: 0,
      educationLevel: -1,
      openToTravel: null,
      country: null,
      clearanceLevel: null,
    })
    expect(JobCreateSchema.safeParse(input).success).toBe(true)
  })

  it('drops the clearance level when clearance is not required', () => {
    const values = { ...emptyJobValues(TODAY), clearanceRequired: false, clearanceLevel: '2' }
    expect(toJobInput(values).clearanceLevel).toBeNull()
    expect(toJobInput({ ...values, clearanceRequired: true }).clearanceLevel).toBe(2)
  })

  it('sends list rows without their React keys', () => {
    const input = toJobInput({
      ...emptyJobValues(TODAY),
      certifications: [{ id: 0, name: 'OSCP', key: 'new-1' }],
      languages: [{ id: 4, language: 'pt', level: 'beginner', key: 'saved-4' }],
    })
    expect(input.certifications).toEqual([{ id: 0, name: 'OSCP' }])
    expect(input.languages).toEqual([{ id: 4, language: 'pt', level: 'beginner' }])
  })
})

describe('toJobValues', () => {
  it('reads a saved job back into the same input', () => {
    const values = toJobValues(SAVED_JOB)
    expect(values.employmentType).toBe('4')
    expect(values.clearanceLevel).toBe('1')
    expect(values.department).toBe('')
    const input = toJobInput(values)
    expect(input).toMatchObject({
      jobTitle: 'Incident Responder',
      privacy: 'private',
      employmentType: 4,
      educationLevel: 5,
      openToTravel: 0,
      durationUnit: 'months',
      clearanceLevel: 1,
      roles: [{ workRoleCode: 'PD-WRL-003', minimumPercentage: 40 }],
      certifications: [{ id: 11, name: 'GCIH' }],
    })
    expect(JobCreateSchema.safeParse(input).success).toBe(true)
  })
})
