import { describe, expect, it } from 'vitest'
import { TalentSearchSchema, TopTalentSchema } from '@sentinela/shared/schemas/talent-search'
import {
  EMPTY_FILTERS,
  changeFilters,
  clearFilters,
  countActiveFilters,
  fieldErrorsOf,
  isSearchTextTooShort,
  readFilters,
  toTalentSearch,
  toTopTalent,
  topTalentPath,
  writeFilters,
  type TalentFilters,
} from './search-params'

const FULL: TalentFilters = {
  tab: 'top',
  text: 'soc analyst',
  country: 'MX',
  workRoleCode: 'PD-WRL-003',
  minFit: 40,
  certification: 'Security+',
  languages: ['es', 'en'],
  clearance: 'with',
  clearanceLevel: 1,
  educationLevel: 5,
  minYearsExperience: 3,
  openToTravel: true,
  personalityTypes: ['INTJ', 'ENFP'],
  seekingOpportunities: true,
  page: 2,
}

describe('talent filters in the address', () => {
  it('reads back every filter it wrote', () => {
    expect(readFilters(writeFilters(FULL))).toEqual(FULL)
  })

  it('writes short, readable names, the tab first, languages repeated', () => {
    expect(writeFilters(FULL).toString()).toBe(
      'tab=top&q=soc+analyst&country=MX&role=PD-WRL-003&fit=40&cert=Security%2B&lang=es&lang=en&clearance=with' +
        '&level=1&education=5&years=3&travel=1&personality=INTJ&personality=ENFP&seeking=1&page=2',
    )
  })

  it('leaves defaults out, so a plain search is a plain address', () => {
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('')
    expect(writeFilters({ ...EMPTY_FILTERS, text: '  ', certification: ' ' }).toString()).toBe('')
    expect(readFilters(new URLSearchParams())).toEqual(EMPTY_FILTERS)
  })

  it('keeps the choices that are zero or below: fit 0, 0 years, confidential, education -1', () => {
    const filters = {
      ...FULL,
      minFit: 0,
      minYearsExperience: 0,
      clearanceLevel: 0 as const,
      educationLevel: -1 as const,
    }
    expect(readFilters(writeFilters(filters))).toEqual(filters)
  })

  it('drops what is unknown or malformed instead of sending it to be refused', () => {
    const params = new URLSearchParams(
      'tab=best&country=Mexico&role=nope&fit=101&lang=xx&lang=ES&lang=es&clearance=maybe&level=7&education=12' +
        '&years=51&travel=yes&personality=XXXX&seeking=0&page=0',
    )
    expect(readFilters(params)).toEqual({ ...EMPTY_FILTERS, languages: ['es'] })
  })

  it('keeps at most five languages, as the API allows', () => {
    const params = new URLSearchParams('lang=es&lang=en&lang=pt&lang=fr&lang=de&lang=it')
    expect(readFilters(params).languages).toEqual(['es', 'en', 'pt', 'fr', 'de'])
  })
})

describe('the search request', () => {
  it('sends only what is set, one page of 12, and passes the shared schema', () => {
    const body = toTalentSearch({ ...FULL, tab: 'search' })
    expect(body).toEqual({
      text: 'soc analyst',
      country: 'MX',
      workRoleCode: 'PD-WRL-003',
      minFit: 40,
      certification: 'Security+',
      languages: ['es', 'en'],
      hasClearance: true,
      clearanceLevel: 1,
      educationLevel: 5,
      minYearsExperience: 3,
      openToTravel: true,
      personalityTypes: ['INTJ', 'ENFP'],
      seekingOpportunities: true,
      page: 2,
      limit: 12,
    })
    expect(TalentSearchSchema.safeParse(body).success).toBe(true)
    expect(toTalentSearch(EMPTY_FILTERS)).toEqual({ page: 1, limit: 12 })
  })

  it('sends text from 2 characters only: a single one is said on the page, never sent', () => {
    expect(toTalentSearch({ ...EMPTY_FILTERS, text: ' a ' })).not.toHaveProperty('text')
    expect(isSearchTextTooShort(' a ')).toBe(true)
    expect(isSearchTextTooShort('')).toBe(false)
    expect(toTalentSearch({ ...EMPTY_FILTERS, text: ' ab ' })).toMatchObject({ text: 'ab' })
    expect(isSearchTextTooShort('ab')).toBe(false)
  })

  it('sends a minimum fit only with a work role, where it means something', () => {
    expect(toTalentSearch({ ...EMPTY_FILTERS, minFit: 50 })).not.toHaveProperty('minFit')
  })

  it('asks for people without clearance without a level, and a level implies clearance', () => {
    const without = toTalentSearch({ ...EMPTY_FILTERS, clearance: 'without', clearanceLevel: 2 })
    expect(without).toMatchObject({ hasClearance: false })
    expect(without).not.toHaveProperty('clearanceLevel')
    expect(toTalentSearch({ ...EMPTY_FILTERS, clearanceLevel: 2 })).toMatchObject({ clearanceLevel: 2 })
  })
})

describe('the top talent request', () => {
  it('waits for a work role', () => {
    expect(toTopTalent({ ...EMPTY_FILTERS, tab: 'top' })).toBeNull()
  })

  it('carries the role and the filters top talent knows, never the search-only ones', () => {
    const body = toTopTalent(FULL)!
    expect(body).toEqual({
      workRoleCode: 'PD-WRL-003',
      country: 'MX',
      minFit: 40,
      hasClearance: true,
      clearanceLevel: 1,
      seekingOpportunities: true,
      page: 2,
      limit: 12,
    })
    expect(TopTalentSchema.safeParse(body).success).toBe(true)
  })

  it('calls toptalent for a role alone and TopTalentFilter once filtered', () => {
    const plain = toTopTalent({ ...EMPTY_FILTERS, tab: 'top', workRoleCode: 'PD-WRL-003', page: 3 })!
    expect(topTalentPath(plain)).toBe('/positions/company/toptalent')
    expect(topTalentPath({ ...plain, country: 'CO' })).toBe('/positions/company/TopTalentFilter')
  })
})

describe('changing filters', () => {
  it('goes back to page 1 on any change but a page turn', () => {
    expect(changeFilters(FULL, { country: 'CO' }).page).toBe(1)
    expect(changeFilters(FULL, { page: 5 }).page).toBe(5)
    expect(changeFilters(FULL, { tab: 'search' })).toMatchObject({ tab: 'search', page: 1, country: 'MX' })
  })

  it('drops the clearance level when "without clearance" is chosen', () => {
    expect(changeFilters(FULL, { clearance: 'without' })).toMatchObject({ clearance: 'without', clearanceLevel: null })
  })

  it('counts the filters of the tab on screen', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0)
    expect(countActiveFilters({ ...FULL, tab: 'search' })).toBe(12)
    // Top talent: the role is the subject, not a filter; search-only filters do not count.
    expect(countActiveFilters(FULL)).toBe(5)
    expect(countActiveFilters({ ...EMPTY_FILTERS, minFit: 30 })).toBe(0)
  })

  it('clears the filters but keeps the text, the tab and the top talent role', () => {
    expect(clearFilters(FULL)).toEqual({
      ...EMPTY_FILTERS,
      tab: 'top',
      text: 'soc analyst',
      workRoleCode: 'PD-WRL-003',
    })
    expect(clearFilters({ ...FULL, tab: 'search' })).toEqual({ ...EMPTY_FILTERS, text: 'soc analyst' })
  })
})

describe('API field issues', () => {
  it('puts each issue on its field, the first one winning, and notes the rest', () => {
    expect(
      fieldErrorsOf([
        { path: 'text', message: 'Type at least 2 characters to search.' },
        { path: 'text', message: 'second' },
        { path: 'languages.5', message: 'Choose at most 5.' },
        { path: 'limit', message: 'Too big.' },
      ]),
    ).toEqual({
      fields: { text: 'Type at least 2 characters to search.', languages: 'Choose at most 5.' },
      hasOther: true,
    })
    expect(fieldErrorsOf([])).toEqual({ fields: {}, hasOther: false })
  })
})
