import { describe, expect, it } from 'vitest'
import { experienceMonthsOf, searchTextOf } from './search-document'

const job = (startDate: string, endDate: string | null, currentlyWorksHere = false) => ({
  jobTitle: 'Analyst',
  company: 'Acme',
  startDate,
  endDate,
  currentlyWorksHere,
})

describe('experienceMonthsOf', () => {
  it('counts overlapping jobs once and a current job until today', () => {
    const today = new Date('2026-06-15')
    expect(experienceMonthsOf([job('2020-01-01', '2020-12-31')], today)).toBe(12)
    expect(experienceMonthsOf([job('2020-01-01', '2020-12-31'), job('2020-06-01', '2021-05-31')], today)).toBe(17)
    expect(experienceMonthsOf([job('2025-07-01', null, true)], today)).toBe(12)
    expect(experienceMonthsOf([job('2020-01-01', '2020-01-20')], today)).toBe(1)
    expect(experienceMonthsOf([job('2030-01-01', null, true)], today)).toBe(0)
    expect(experienceMonthsOf([], today)).toBe(0)
  })
})

describe('searchTextOf', () => {
  it('joins names, titles, employers, school, certifications and courses', () => {
    expect(
      searchTextOf({
        firstName: 'Lucía',
        middleName: null,
        lastName: 'Hernández',
        currentJobTitle: 'SOC  Analyst',
        schoolName: 'UNAM',
        latestDegree: null,
        experiences: [job('2020-01-01', null, true)],
        certifications: [{ name: 'Security+' }],
        courses: [{ name: 'Python' }],
      }),
    ).toBe('Lucía Hernández SOC Analyst UNAM Analyst Acme Security+ Python')
  })
})
