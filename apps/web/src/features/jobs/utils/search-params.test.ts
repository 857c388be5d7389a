import { describe, expect, it } from 'vitest'
import {
  EMPTY_FILTERS,
  changeFilters,
  clearFilters,
  countActiveFilters,
  isSearchTextTooShort,
  readFilters,
  toJobSearch,
  withListedIndustry,
  writeFilters,
  type JobFilters,
} from './search-params'

const FULL: JobFilters = {
  text: 'soc analyst',
  country: 'MX',
  city: 'Monterrey',
  modality: ['remote', 'hybrid'],
  employmentType: [0, 4],
  industry: 'banking',
  educationLevel: 5,
  clearance: 'required',
  salaryFrom: 50_000,
  datePosted: 'last_month',
  workRoleCode: 'PD-WRL-003',
  sort: 'newest',
  page: 3,
}

describe('filters in the address', () => {
  it('reads back every filter it wrote', () => {
    expect(readFilters(writeFilters(FULL))).toEqual(FULL)
  })

  it('writes short, readable names and repeats multi-choice filters', () => {
    expect(writeFilters(FULL).toString()).toBe(
      'q=soc+analyst&country=MX&city=Monterrey&modality=remote&modality=hybrid&type=0&type=4&industry=banking' +
        '&education=5&clearance=required&salary=50000&posted=last_month&role=PD-WRL-003&sort=newest&page=3',
    )
  })

  it('leaves defaults out, so a plain search is a plain address', () => {
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('')
    expect(writeFilters({ ...EMPTY_FILTERS, text: '  ', city: ' ' }).toString()).toBe('')
    expect(readFilters(new URLSearchParams())).toEqual(EMPTY_FILTERS)
  })

  it('keeps education level -1 and salary 0, which are real choices', () => {
    const filters = { ...EMPTY_FILTERS, educationLevel: -1 as const, salaryFrom: 0 }
    expect(readFilters(writeFilters(filters))).toEqual(filters)
  })

  it('drops what is unknown or malformed instead of sending it to be refused', () => {
    const params = new URLSearchParams(
      'country=Mexico&modality=moon&modality=remote&type=99&type=2&industry=Piracy!&education=12&clearance=maybe' +
        '&salary=-5&posted=yesterday&role=nope&sort=random&page=0',
    )
    expect(readFilters(params)).toEqual({ ...EMPTY_FILTERS, modality: ['remote'], employmentType: [2] })
  })

  it('leaves out an industry the master data does not list, once the list is known', () => {
    const filters = readFilters(new URLSearchParams('industry=piracy&modality=remote'))
    expect(filters.industry).toBe('piracy')
    expect(withListedIndustry(filters, ['banking', 'other'])).toEqual({ ...filters, industry: null })
    expect(withListedIndustry({ ...filters, industry: 'banking' }, ['banking', 'other'])?.industry).toBe('banking')
    // Until the list arrives, the search waits rather than sending a code the API may refuse.
    expect(withListedIndustry(filters, undefined)).toBeUndefined()
    expect(withListedIndustry({ ...filters, industry: null }, undefined)).toEqual({ ...filters, industry: null })
  })

  it('accepts lower-case country and role codes from a hand-typed link', () => {
    const filters = readFilters(new URLSearchParams('country=co&role=pd-wrl-003'))
    expect(filters.country).toBe('CO')
    expect(filters.workRoleCode).toBe('PD-WRL-003')
  })

  it('orders multi-choice values the same way whatever the link said', () => {
    const a = readFilters(new URLSearchParams('modality=remote&modality=on_site'))
    const b = readFilters(new URLSearchParams('modality=on_site&modality=remote&modality=remote'))
    expect(a.modality).toEqual(['remote', 'on_site'])
    expect(writeFilters(a).toString()).toBe(writeFilters(b).toString())
  })
})

describe('toJobSearch', () => {
  it('sends every filter set, with the page of 12', () => {
    expect(toJobSearch(FULL)).toEqual({
      text: 'soc analyst',
      country: 'MX',
      city: 'Monterrey',
      modality: ['remote', 'hybrid'],
      employmentType: [0, 4],
      industry: 'banking',
      educationLevel: 5,
      clearanceRequired: true,
      salaryFrom: 50_000,
      datePosted: 'last_month',
      workRoleCode: 'PD-WRL-003',
      sort: 'newest',
      page: 3,
      limit: 12,
    })
  })

  it('reads the clearance filter as true, false or absent', () => {
    expect(toJobSearch({ ...EMPTY_FILTERS, clearance: 'not_required' }).clearanceRequired).toBe(false)
    expect('clearanceRequired' in toJobSearch(EMPTY_FILTERS)).toBe(false)
  })

  it('starts searching text at 2 characters (§5)', () => {
    expect(toJobSearch({ ...EMPTY_FILTERS, text: ' a ' })).toEqual({ sort: 'relevance', page: 1, limit: 12 })
    expect(toJobSearch({ ...EMPTY_FILTERS, text: ' ab ' }).text).toBe('ab')
    expect(isSearchTextTooShort('a')).toBe(true)
    expect(isSearchTextTooShort(' ')).toBe(false)
    expect(isSearchTextTooShort('ab')).toBe(false)
  })
})

describe('changing filters', () => {
  it('goes back to page 1 on any change but a page turn', () => {
    const onPage3 = { ...EMPTY_FILTERS, page: 3 }
    expect(changeFilters(onPage3, { country: 'AR' }).page).toBe(1)
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4)
  })

  it('counts the filters on, and clears them keeping the text and the order', () => {
    expect(countActiveFilters(FULL)).toBe(10)
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0)
    expect(clearFilters(FULL)).toEqual({ ...EMPTY_FILTERS, text: 'soc analyst', sort: 'newest' })
  })
})
