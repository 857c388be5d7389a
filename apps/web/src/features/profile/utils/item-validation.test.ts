import { describe, expect, it } from 'vitest'
import {
  CertificationInputSchema,
  CourseInputSchema,
  EducationInputSchema,
  ExperienceInputSchema,
  LanguageInputSchema,
  ReferenceInputSchema,
} from '@sentinela/shared/schemas/profile'
import { checkItem, findMissingFields, isBlank, listFieldNames } from './item-validation'

describe('checkItem', () => {
  it('reads an empty required date as missing, not as an invalid date', () => {
    const issues = checkItem(CertificationInputSchema, {
      id: 0,
      name: '',
      issuingEntity: null,
      dateIssued: undefined,
      expires: false,
      dateExpired: null,
    })
    expect(issues).toEqual([
      { path: 'name', code: 'required', params: {} },
      { path: 'dateIssued', code: 'required', params: {} },
    ])
  })

  it('keeps real problems as they are', () => {
    const issues = checkItem(CertificationInputSchema, {
      id: 0,
      name: 'OSCP',
      dateIssued: '2024-05-01',
      expires: true,
      dateExpired: '2023-01-01',
    })
    expect(issues).toEqual([{ path: 'dateExpired', code: 'end_before_start', params: {} }])
  })

  it('asks for the end date of a job the person no longer holds', () => {
    const base = { id: 0, jobTitle: 'Analyst', company: 'Acme', startDate: '2020-01-01' }
    expect(checkItem(ExperienceInputSchema, { ...base, endDate: null, currentlyWorksHere: false })).toEqual([
      { path: 'endDate', code: 'required', params: {} },
    ])
    expect(checkItem(ExperienceInputSchema, { ...base, endDate: null, currentlyWorksHere: true })).toEqual([])
  })

  it('treats an unchosen language and level as missing', () => {
    const issues = checkItem(LanguageInputSchema, { id: 0, language: undefined, level: undefined })
    expect(issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['language', 'required'],
      ['level', 'required'],
    ])
  })

  it('keeps the reference rule "an e-mail or a referral code" as its own message', () => {
    const issues = checkItem(ReferenceInputSchema, { id: 0, name: 'Ana', email: null, referralCode: null })
    expect(issues).toEqual([{ path: 'email', code: 'email_or_referral_required', params: {} }])
  })

  it('passes complete items', () => {
    expect(checkItem(CourseInputSchema, { id: 0, name: 'Networking 101', number: null, associatedWith: null })).toEqual(
      [],
    )
    expect(
      checkItem(EducationInputSchema, {
        id: 3,
        school: 'UNAM',
        degree: 'BSc',
        fieldOfStudy: null,
        graduated: true,
        graduationDate: '2019-06-30',
        groupsAndActivities: null,
      }),
    ).toEqual([])
  })
})

describe('findMissingFields', () => {
  it('lists the required fields left empty, in the form order', () => {
    const issues = [
      { path: 'dateIssued', code: 'required', params: {} },
      { path: 'dateExpired', code: 'end_before_start', params: {} },
      { path: 'name', code: 'required', params: {} },
    ]
    expect(findMissingFields(issues, ['name', 'issuingEntity', 'dateIssued', 'dateExpired'])).toEqual([
      'name',
      'dateIssued',
    ])
  })
})

describe('listFieldNames', () => {
  it('orders the names for the language and joins them with commas', () => {
    expect(listFieldNames(['nombre', 'fecha de emisión'], 'es')).toBe('fecha de emisión, nombre')
    expect(listFieldNames(['name', 'issue date'], 'en')).toBe('issue date, name')
    expect(listFieldNames(['Échéance', 'date'], 'fr')).toBe('date, Échéance')
  })
})

describe('isBlank', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['a', false],
    [false, false],
    [0, false],
  ])('%s → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected)
  })
})

describe('checkItem with fields another field makes required', () => {
  it('names an empty end date together with the other missing fields', () => {
    const issues = checkItem(
      ExperienceInputSchema,
      { id: 0, jobTitle: '', company: 'Acme', startDate: undefined, endDate: null, currentlyWorksHere: false },
      ['endDate'],
    )
    expect(findMissingFields(issues, ['jobTitle', 'company', 'startDate', 'endDate'])).toEqual([
      'jobTitle',
      'startDate',
      'endDate',
    ])
  })

  it('leaves a filled one alone', () => {
    const issues = checkItem(
      ExperienceInputSchema,
      { id: 0, jobTitle: 'A', company: 'B', startDate: '2020-01-01', endDate: '2021-01-01', currentlyWorksHere: false },
      ['endDate'],
    )
    expect(issues).toEqual([])
  })
})
