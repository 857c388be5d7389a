import { describe, expect, it } from 'vitest'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { applyBasicData, checkBasicData, normalizeWebsite, toBasicDataValues } from './basic-data'
import { toProfileInput } from './profile-input'

const PROFILE: Profile = {
  userId: 7,
  version: 3,
  email: 'ana@example.com',
  secondaryEmail: null,
  firstName: 'Ana',
  middleName: null,
  lastName: 'Pérez',
  gender: 0,
  nationality: 'MX',
  country: 'MX',
  region: 'MX-CMX',
  city: 'Ciudad de México',
  birthDate: '1990-04-02',
  phone: '+525512345678',
  website: null,
  photoUrl: '/api/files/photos/x.jpg',
  cv: null,
  currentJobTitle: 'SOC analyst',
  desiredEmploymentType: 3,
  highestEducationLevel: 5,
  schoolName: null,
  latestDegree: null,
  openToTravel: 2,
  seekingOpportunities: true,
  personalityType: 'ISTJ',
  clearance: { hasClearance: true, level: 1, lastGranted: '2022-01-01', renewal: 2, polygraphPerformed: true },
  isBeginner: false,
  experiences: [
    {
      id: 5,
      jobTitle: 'Analyst',
      company: 'Acme',
      startDate: '2020-01-01',
      endDate: null,
      currentlyWorksHere: true,
      employmentType: 0,
      industry: null,
      description: null,
      aboutCompany: null,
    },
  ],
  educations: [],
  certifications: [],
  courses: [],
  languages: [{ id: 2, language: 'es', level: 'native_or_bilingual' }],
  references: [],
  nice: { categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-001'], statementCodes: ['T0001'] },
}

describe('toProfileInput', () => {
  it('keeps everything PUT /profile takes, with the version and item ids, and leaves NICE unchanged', () => {
    const input = toProfileInput(PROFILE)
    expect(input).not.toHaveProperty('userId')
    expect(input).not.toHaveProperty('email')
    expect(input).not.toHaveProperty('photoUrl')
    expect(input).not.toHaveProperty('cv')
    expect(input).not.toHaveProperty('nice')
    expect(input.version).toBe(3)
    expect(input.experiences[0]?.id).toBe(5)
    expect(input.languages).toEqual([{ id: 2, language: 'es', level: 'native_or_bilingual' }])
  })
})

describe('basic data form', () => {
  it('round-trips the profile through the form values, the phone written for people', () => {
    const input = toProfileInput(PROFILE)
    expect(toBasicDataValues(PROFILE).phone).toBe('+52 55 1234 5678')
    expect(applyBasicData(input, toBasicDataValues(PROFILE))).toEqual({ ...input, phone: '+52 55 1234 5678' })
    expect(checkBasicData(input, toBasicDataValues(PROFILE))).toEqual([])
  })

  it('clears the clearance details when there is no clearance', () => {
    const values = { ...toBasicDataValues(PROFILE), hasClearance: false }
    expect(applyBasicData(toProfileInput(PROFILE), values).clearance).toEqual({
      hasClearance: false,
      level: null,
      lastGranted: null,
      renewal: null,
      polygraphPerformed: false,
    })
  })

  it('drops the region when the country is cleared and stores empty text as null', () => {
    const values = { ...toBasicDataValues(PROFILE), country: '', middleName: '  ', gender: '' }
    const input = applyBasicData(toProfileInput(PROFILE), values)
    expect(input.region).toBeNull()
    expect(input.middleName).toBeNull()
    expect(input.gender).toBeNull()
  })

  it('reports problems on the form fields, clearance ones included', () => {
    const values = {
      ...toBasicDataValues(PROFILE),
      firstName: ' ',
      phone: '123',
      clearanceLevel: '',
      secondaryEmail: 'nope',
    }
    const issues = checkBasicData(toProfileInput(PROFILE), values)
    expect(issues.map((issue) => [issue.path, issue.code])).toEqual(
      expect.arrayContaining([
        ['firstName', 'required'],
        ['phone', 'invalid_phone'],
        ['clearanceLevel', 'required'],
      ]),
    )
    expect(issues.some((issue) => issue.path === 'secondaryEmail')).toBe(true)
  })

  it('adds https:// to a website typed without it', () => {
    expect(normalizeWebsite('example.com')).toBe('https://example.com')
    expect(normalizeWebsite('http://example.com')).toBe('http://example.com')
    expect(normalizeWebsite('  ')).toBeNull()
  })
})
