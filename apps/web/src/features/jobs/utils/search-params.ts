import type { IndustryCode } from '@sentinela/shared/master-data/industries'
import { OPTION_LISTS, type OptionCode } from '@sentinela/shared/master-data/option-lists'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@sentinela/shared/schemas/search-limits'
import { JOB_PAGE_SIZE, SALARY_MAX, SEARCH_SORTS } from '@sentinela/shared/schemas/job-limits'
import type { JobSearchInput } from '@sentinela/shared/schemas/jobs'

export type SearchSort = (typeof SEARCH_SORTS)[number]
export type Modality = OptionCode<'modality'>
export type EmploymentType = OptionCode<'employment_type'>
export type EducationLevel = OptionCode<'education_level'>
export type DateFilter = OptionCode<'date_filter'>
export type Industry = IndustryCode
/** The clearance filter has three states: any job, only jobs requiring clearance, only jobs that do not. */
export type ClearanceFilter = 'required' | 'not_required'

export { SEARCH_SORTS }
export const CLEARANCE_FILTERS = ['required', 'not_required'] as const satisfies readonly ClearanceFilter[]

/** What the search page shows and the address keeps, so a search can be shared and Back returns to it. */
export interface JobFilters {
  /** As typed; the search starts at 2 characters (§5). */
  text: string
  country: string | null
  city: string
  modality: Modality[]
  employmentType: EmploymentType[]
  industry: Industry | null
  educationLevel: EducationLevel | null
  clearance: ClearanceFilter | null
  salaryFrom: number | null
  datePosted: DateFilter | null
  workRoleCode: string | null
  sort: SearchSort
  page: number
}

export const EMPTY_FILTERS: JobFilters = {
  text: '',
  country: null,
  city: '',
  modality: [],
  employmentType: [],
  industry: null,
  educationLevel: null,
  clearance: null,
  salaryFrom: null,
  datePosted: null,
  workRoleCode: null,
  sort: 'relevance',
  page: 1,
}

/** The names the filters go by in the address: short, readable, stable. */
export const PARAM = {
  text: 'q',
  country: 'country',
  city: 'city',
  modality: 'modality',
  employmentType: 'type',
  industry: 'industry',
  educationLevel: 'education',
  clearance: 'clearance',
  salaryFrom: 'salary',
  datePosted: 'posted',
  workRoleCode: 'role',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof JobFilters, string>

const COUNTRY_PATTERN = /^[A-Z]{2}$/
const WORK_ROLE_PATTERN = /^[A-Z]{2}-WRL-\d{3}$/
/**
 * An industry's code has this shape; whether it is one of the ~300 is checked against the master data by the search
 * screen, so the whole list does not ship with the page (issue #13).
 */
const INDUSTRY_PATTERN = /^[a-z][a-z0-9_]{1,79}$/
const CITY_MAX_LENGTH = 100

function oneOf<T extends string | number>(list: readonly T[], raw: string | null): T | null {
  if (raw === null) return null
  return list.find((code) => String(code) === raw) ?? null
}

function manyOf<T extends string | number>(list: readonly T[], raw: readonly string[]): T[] {
  // In the list's own order and without repeats, so the same filters always make the same address.
  return list.filter((code) => raw.includes(String(code)))
}

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null
  const value = Number(raw)
  return value >= min && value <= max ? value : null
}

/**
 * Reads the filters from an address's query string. Anything unknown or malformed (an edited link, an old bookmark)
 * is left out rather than sent to the API to be refused.
 */
export function readFilters(params: URLSearchParams): JobFilters {
  const country = params.get(PARAM.country)?.toUpperCase() ?? null
  const workRoleCode = params.get(PARAM.workRoleCode)?.toUpperCase() ?? null
  const industry = params.get(PARAM.industry)
  return {
    text: (params.get(PARAM.text) ?? '').slice(0, SEARCH_MAX_LENGTH),
    country: country && COUNTRY_PATTERN.test(country) ? country : null,
    city: (params.get(PARAM.city) ?? '').slice(0, CITY_MAX_LENGTH),
    modality: manyOf(OPTION_LISTS.modality, params.getAll(PARAM.modality)),
    employmentType: manyOf(OPTION_LISTS.employment_type, params.getAll(PARAM.employmentType)),
    industry: industry && INDUSTRY_PATTERN.test(industry) ? (industry as Industry) : null,
    educationLevel: oneOf(OPTION_LISTS.education_level, params.get(PARAM.educationLevel)),
    clearance: oneOf(CLEARANCE_FILTERS, params.get(PARAM.clearance)),
    salaryFrom: wholeNumber(params.get(PARAM.salaryFrom), 0, SALARY_MAX),
    datePosted: oneOf(OPTION_LISTS.date_filter, params.get(PARAM.datePosted)),
    workRoleCode: workRoleCode && WORK_ROLE_PATTERN.test(workRoleCode) ? workRoleCode : null,
    sort: oneOf(SEARCH_SORTS, params.get(PARAM.sort)) ?? EMPTY_FILTERS.sort,
    page: wholeNumber(params.get(PARAM.page), 1, 10_000) ?? 1,
  }
}

/**
 * The filters a search can send: an industry the master data does not list (an edited link) is left out. Undefined
 * while an industry is asked for and the list (`industryCodes`) has not arrived: the search waits for it.
 */
export function withListedIndustry(
  filters: JobFilters,
  industryCodes: readonly string[] | undefined,
): JobFilters | undefined {
  if (filters.industry === null) return filters
  if (industryCodes === undefined) return undefined
  return industryCodes.includes(filters.industry) ? filters : { ...filters, industry: null }
}

/** The query string for a set of filters; defaults and empty filters are left out, so a plain search stays `/jobs`. */
export function writeFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams()
  const text = filters.text.trim()
  const city = filters.city.trim()
  if (text) params.set(PARAM.text, text)
  if (filters.country) params.set(PARAM.country, filters.country)
  if (city) params.set(PARAM.city, city)
  for (const modality of filters.modality) params.append(PARAM.modality, modality)
  for (const type of filters.employmentType) params.append(PARAM.employmentType, String(type))
  if (filters.industry) params.set(PARAM.industry, filters.industry)
  if (filters.educationLevel !== null) params.set(PARAM.educationLevel, String(filters.educationLevel))
  if (filters.clearance) params.set(PARAM.clearance, filters.clearance)
  if (filters.salaryFrom !== null) params.set(PARAM.salaryFrom, String(filters.salaryFrom))
  if (filters.datePosted) params.set(PARAM.datePosted, filters.datePosted)
  if (filters.workRoleCode) params.set(PARAM.workRoleCode, filters.workRoleCode)
  if (filters.sort !== EMPTY_FILTERS.sort) params.set(PARAM.sort, filters.sort)
  if (filters.page > 1) params.set(PARAM.page, String(filters.page))
  return params
}

/** True when the typed text is long enough to search with (§5: 2 characters); empty text searches everything. */
export function isSearchTextTooShort(text: string): boolean {
  const trimmed = text.trim()
  return trimmed.length > 0 && trimmed.length < SEARCH_MIN_LENGTH
}

/** The body of POST /positions/fetch for these filters: only what is set, one page of 12 (§9). */
export function toJobSearch(filters: JobFilters): JobSearchInput {
  const text = filters.text.trim()
  const city = filters.city.trim()
  return {
    ...(text.length >= SEARCH_MIN_LENGTH ? { text } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(city ? { city } : {}),
    ...(filters.modality.length > 0 ? { modality: filters.modality } : {}),
    ...(filters.employmentType.length > 0 ? { employmentType: filters.employmentType } : {}),
    ...(filters.industry ? { industry: filters.industry } : {}),
    ...(filters.educationLevel !== null ? { educationLevel: filters.educationLevel } : {}),
    ...(filters.clearance ? { clearanceRequired: filters.clearance === 'required' } : {}),
    ...(filters.salaryFrom !== null ? { salaryFrom: filters.salaryFrom } : {}),
    ...(filters.datePosted ? { datePosted: filters.datePosted } : {}),
    ...(filters.workRoleCode ? { workRoleCode: filters.workRoleCode } : {}),
    sort: filters.sort,
    page: filters.page,
    limit: JOB_PAGE_SIZE,
  }
}

/** How many filters narrow the search (text and sort are not filters), for the "filters on" count. */
export function countActiveFilters(filters: JobFilters): number {
  return [
    filters.country !== null,
    filters.city.trim() !== '',
    filters.modality.length > 0,
    filters.employmentType.length > 0,
    filters.industry !== null,
    filters.educationLevel !== null,
    filters.clearance !== null,
    filters.salaryFrom !== null,
    filters.datePosted !== null,
    filters.workRoleCode !== null,
  ].filter(Boolean).length
}

/**
 * The filters after one change. Any change but a page turn goes back to page 1: the old page number means nothing
 * in a different list of results.
 */
export function changeFilters(filters: JobFilters, change: Partial<JobFilters>): JobFilters {
  const next = { ...filters, ...change }
  return 'page' in change ? next : { ...next, page: 1 }
}

/** Everything cleared but the text and the order the person chose. */
export function clearFilters(filters: JobFilters): JobFilters {
  return { ...EMPTY_FILTERS, text: filters.text, sort: filters.sort }
}
