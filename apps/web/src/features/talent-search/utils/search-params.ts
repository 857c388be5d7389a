import { LANGUAGE_CODES, type LanguageCode } from '@sentinela/shared/master-data/languages'
import { OPTION_LISTS, type OptionCode } from '@sentinela/shared/master-data/option-lists'
import { PERSONALITY_TYPE_CODES, type PersonalityTypeCode } from '@sentinela/shared/master-data/personality-types'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@sentinela/shared/schemas/common'
import { TALENT_PAGE_SIZE, type TalentSearchInput, type TopTalentInput } from '@sentinela/shared/schemas/talent-search'

/** The two ways to look for people: search who shares a profile, or the top talent of a work role (#6). */
export const TALENT_TABS = ['search', 'top'] as const
export type TalentTab = (typeof TALENT_TABS)[number]

/** Clearance has three states: anyone, only people with clearance, only people without. */
export const CLEARANCE_FILTERS = ['with', 'without'] as const
export type ClearanceFilter = (typeof CLEARANCE_FILTERS)[number]

export type EducationLevel = OptionCode<'education_level'>
export type SecurityLevel = OptionCode<'security_level'>

/** TalentSearchSchema: at most five languages; years 0–50; fit 0–100. */
export const MAX_LANGUAGES = 5
export const MAX_YEARS = 50

/** What the screen shows and the address keeps, so a search can be shared and Back returns to it. */
export interface TalentFilters {
  tab: TalentTab
  /** As typed; the API wants 2 characters or more and says so next to the field. */
  text: string
  country: string | null
  workRoleCode: string | null
  /** Only with a work role: talents at this fit or above. */
  minFit: number | null
  certification: string
  languages: LanguageCode[]
  clearance: ClearanceFilter | null
  /** The lowest clearance level accepted; implies clearance. */
  clearanceLevel: SecurityLevel | null
  educationLevel: EducationLevel | null
  minYearsExperience: number | null
  openToTravel: boolean
  /** Soft skills (#16): talents of any of these personality types. */
  personalityTypes: PersonalityTypeCode[]
  seekingOpportunities: boolean
  page: number
}

export const EMPTY_FILTERS: TalentFilters = {
  tab: 'search',
  text: '',
  country: null,
  workRoleCode: null,
  minFit: null,
  certification: '',
  languages: [],
  clearance: null,
  clearanceLevel: null,
  educationLevel: null,
  minYearsExperience: null,
  openToTravel: false,
  personalityTypes: [],
  seekingOpportunities: false,
  page: 1,
}

/** The names the filters go by in the address: short, readable, stable. */
export const PARAM = {
  tab: 'tab',
  text: 'q',
  country: 'country',
  workRoleCode: 'role',
  minFit: 'fit',
  certification: 'cert',
  languages: 'lang',
  clearance: 'clearance',
  clearanceLevel: 'level',
  educationLevel: 'education',
  minYearsExperience: 'years',
  openToTravel: 'travel',
  personalityTypes: 'personality',
  seekingOpportunities: 'seeking',
  page: 'page',
} as const satisfies Record<keyof TalentFilters, string>

/**
 * The filters each tab offers. Top talent is always for one work role (its main field, not a filter) and ranks the
 * people who opted in, so text, certification, languages, education, experience and travel are the search's alone.
 */
export const TAB_FILTERS = {
  search: [
    'country',
    'workRoleCode',
    'minFit',
    'certification',
    'languages',
    'clearance',
    'clearanceLevel',
    'educationLevel',
    'minYearsExperience',
    'openToTravel',
    'personalityTypes',
    'seekingOpportunities',
  ],
  top: ['country', 'minFit', 'clearance', 'clearanceLevel', 'seekingOpportunities'],
} as const satisfies Record<TalentTab, readonly (keyof TalentFilters)[]>

const COUNTRY_PATTERN = /^[A-Z]{2}$/
const WORK_ROLE_PATTERN = /^[A-Z]{2}-WRL-\d{3}$/

function oneOf<T extends string | number>(list: readonly T[], raw: string | null): T | null {
  if (raw === null) return null
  return list.find((code) => String(code) === raw) ?? null
}

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null
  const value = Number(raw)
  return value >= min && value <= max ? value : null
}

function flag(raw: string | null): boolean {
  return raw === '1' || raw === 'true'
}

/**
 * Reads the filters from an address's query string. Anything unknown or malformed (an edited link, an old bookmark)
 * is left out rather than sent to the API to be refused.
 */
export function readFilters(params: URLSearchParams): TalentFilters {
  const country = params.get(PARAM.country)?.toUpperCase() ?? null
  const workRoleCode = params.get(PARAM.workRoleCode)?.toUpperCase() ?? null
  const languages = params.getAll(PARAM.languages).map((code) => code.toLowerCase())
  return {
    tab: oneOf(TALENT_TABS, params.get(PARAM.tab)) ?? EMPTY_FILTERS.tab,
    text: (params.get(PARAM.text) ?? '').slice(0, SEARCH_MAX_LENGTH),
    country: country && COUNTRY_PATTERN.test(country) ? country : null,
    workRoleCode: workRoleCode && WORK_ROLE_PATTERN.test(workRoleCode) ? workRoleCode : null,
    minFit: wholeNumber(params.get(PARAM.minFit), 0, 100),
    certification: (params.get(PARAM.certification) ?? '').slice(0, SEARCH_MAX_LENGTH),
    // In the order chosen, without repeats, at most five (the API's limit).
    languages: [...new Set(languages)]
      .filter((code): code is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(code))
      .slice(0, MAX_LANGUAGES),
    clearance: oneOf(CLEARANCE_FILTERS, params.get(PARAM.clearance)),
    clearanceLevel: oneOf(OPTION_LISTS.security_level, params.get(PARAM.clearanceLevel)),
    educationLevel: oneOf(OPTION_LISTS.education_level, params.get(PARAM.educationLevel)),
    minYearsExperience: wholeNumber(params.get(PARAM.minYearsExperience), 0, MAX_YEARS),
    openToTravel: flag(params.get(PARAM.openToTravel)),
    personalityTypes: [...new Set(params.getAll(PARAM.personalityTypes).map((code) => code.toUpperCase()))].filter(
      (code): code is PersonalityTypeCode => (PERSONALITY_TYPE_CODES as readonly string[]).includes(code),
    ),
    seekingOpportunities: flag(params.get(PARAM.seekingOpportunities)),
    page: wholeNumber(params.get(PARAM.page), 1, 10_000) ?? 1,
  }
}

/** The query string for a set of filters; defaults and empty filters are left out, so a plain search stays plain. */
export function writeFilters(filters: TalentFilters): URLSearchParams {
  const params = new URLSearchParams()
  const text = filters.text.trim()
  const certification = filters.certification.trim()
  if (filters.tab !== EMPTY_FILTERS.tab) params.set(PARAM.tab, filters.tab)
  if (text) params.set(PARAM.text, text)
  if (filters.country) params.set(PARAM.country, filters.country)
  if (filters.workRoleCode) params.set(PARAM.workRoleCode, filters.workRoleCode)
  if (filters.minFit !== null) params.set(PARAM.minFit, String(filters.minFit))
  if (certification) params.set(PARAM.certification, certification)
  for (const language of filters.languages) params.append(PARAM.languages, language)
  if (filters.clearance) params.set(PARAM.clearance, filters.clearance)
  if (filters.clearanceLevel !== null) params.set(PARAM.clearanceLevel, String(filters.clearanceLevel))
  if (filters.educationLevel !== null) params.set(PARAM.educationLevel, String(filters.educationLevel))
  if (filters.minYearsExperience !== null) params.set(PARAM.minYearsExperience, String(filters.minYearsExperience))
  if (filters.openToTravel) params.set(PARAM.openToTravel, '1')
  for (const code of filters.personalityTypes) params.append(PARAM.personalityTypes, code)
  if (filters.seekingOpportunities) params.set(PARAM.seekingOpportunities, '1')
  if (filters.page > 1) params.set(PARAM.page, String(filters.page))
  return params
}

/** The clearance part of a request: a level implies clearance; "without" rules levels out. */
function clearanceOf(filters: TalentFilters): Pick<TalentSearchInput, 'hasClearance' | 'clearanceLevel'> {
  if (filters.clearance === 'without') return { hasClearance: false }
  return {
    ...(filters.clearance === 'with' ? { hasClearance: true } : {}),
    ...(filters.clearanceLevel !== null ? { clearanceLevel: filters.clearanceLevel } : {}),
  }
}

/** Text shorter than the search minimum (PRODUCT.md: 2 characters): the page says so and sends nothing. */
export function isSearchTextTooShort(text: string): boolean {
  const trimmed = text.trim()
  return trimmed.length > 0 && trimmed.length < SEARCH_MIN_LENGTH
}

/**
 * The body of POST /marketplace/TalentSerch: only what is set, one page of 12. Text goes once it has 2 characters;
 * a single one is said on the page before anything is sent (`isSearchTextTooShort`), as the job search does.
 */
export function toTalentSearch(filters: TalentFilters): TalentSearchInput {
  const text = filters.text.trim()
  const certification = filters.certification.trim()
  return {
    ...(text.length >= SEARCH_MIN_LENGTH ? { text } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.workRoleCode ? { workRoleCode: filters.workRoleCode } : {}),
    ...(filters.workRoleCode && filters.minFit !== null ? { minFit: filters.minFit } : {}),
    ...(certification ? { certification } : {}),
    ...(filters.languages.length > 0 ? { languages: filters.languages } : {}),
    ...clearanceOf(filters),
    ...(filters.educationLevel !== null ? { educationLevel: filters.educationLevel } : {}),
    ...(filters.minYearsExperience !== null ? { minYearsExperience: filters.minYearsExperience } : {}),
    ...(filters.openToTravel ? { openToTravel: true } : {}),
    ...(filters.personalityTypes.length > 0 ? { personalityTypes: filters.personalityTypes } : {}),
    ...(filters.seekingOpportunities ? { seekingOpportunities: true } : {}),
    page: filters.page,
    limit: TALENT_PAGE_SIZE,
  }
}

/** The body of the top talent calls, or null while no work role is chosen (top talent is always for one role). */
export function toTopTalent(filters: TalentFilters): TopTalentInput | null {
  if (!filters.workRoleCode) return null
  return {
    workRoleCode: filters.workRoleCode,
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.minFit !== null ? { minFit: filters.minFit } : {}),
    ...clearanceOf(filters),
    ...(filters.seekingOpportunities ? { seekingOpportunities: true } : {}),
    page: filters.page,
    limit: TALENT_PAGE_SIZE,
  }
}

const TOP_TALENT_BASICS = new Set(['workRoleCode', 'page', 'limit'])

/** §7: `toptalent` for a role alone, `TopTalentFilter` once a filter narrows it (both take the same body). */
export function topTalentPath(input: TopTalentInput): string {
  const isFiltered = Object.keys(input).some((key) => !TOP_TALENT_BASICS.has(key))
  return isFiltered ? '/positions/company/TopTalentFilter' : '/positions/company/toptalent'
}

function isActive(filters: TalentFilters, key: keyof TalentFilters): boolean {
  const value = filters[key]
  if (key === 'minFit') return filters.minFit !== null && filters.workRoleCode !== null
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'boolean') return value
  return value !== null
}

/** How many of the tab's filters narrow the list (text and the top talent role are not filters). */
export function countActiveFilters(filters: TalentFilters): number {
  return TAB_FILTERS[filters.tab].filter((key) => isActive(filters, key)).length
}

/**
 * The filters after one change. Any change but a page turn goes back to page 1: the old page number means nothing in
 * a different list. Choosing "without clearance" drops a clearance level, which would contradict it.
 */
export function changeFilters(filters: TalentFilters, change: Partial<TalentFilters>): TalentFilters {
  const next = { ...filters, ...change }
  if (next.clearance === 'without') next.clearanceLevel = null
  return 'page' in change ? next : { ...next, page: 1 }
}

/** Every filter of the tab cleared; the text, the tab and the top talent role stay. */
export function clearFilters(filters: TalentFilters): TalentFilters {
  return {
    ...EMPTY_FILTERS,
    tab: filters.tab,
    text: filters.text,
    workRoleCode: filters.tab === 'top' ? filters.workRoleCode : null,
  }
}

/** The fields a 400's issues can land on, by the API's path (the request's property names). */
export type FilterField = Exclude<keyof TalentFilters, 'tab' | 'page'>
const FIELDS = new Set<string>(Object.keys(PARAM).filter((key) => key !== 'tab' && key !== 'page'))

/**
 * The API's field issues by filter (the first per field; messages arrive translated), and whether any issue had no
 * field on screen, which then shows as a message of its own.
 */
export function fieldErrorsOf(issues: readonly { path: string; message: string }[]): {
  fields: Partial<Record<FilterField, string>>
  hasOther: boolean
} {
  const fields: Partial<Record<FilterField, string>> = {}
  let hasOther = false
  for (const issue of issues) {
    // `languages.5` and `languages` both belong to the languages field.
    const field = issue.path.split('.')[0] ?? ''
    if (FIELDS.has(field)) fields[field as FilterField] ??= issue.message
    else hasOther = true
  }
  return { fields, hasOther }
}
