import { createHash } from 'node:crypto'
import { allCountries } from 'country-region-data'
import { eq, sql } from 'drizzle-orm'
import { SUPPORTED_LANGUAGES } from '@sentinela/shared/i18n/languages'
import enNice from '@sentinela/shared/i18n/locales/en/nice.json'
import esNice from '@sentinela/shared/i18n/locales/es/nice.json'
import ptNice from '@sentinela/shared/i18n/locales/pt/nice.json'
import { searchExpansionsOf, SYNONYM_GROUPS } from '@sentinela/shared/search/synonyms'
import { rowsOf } from '../lib/sql'
import { searchTextOf } from '../lib/search-document'
import type { Database, Executor } from './client'
import { referenceDataSets } from './schema/index'

/**
 * Search documents (decision 005): what a job or a talent is found by besides its own words. Jobs and talent profiles
 * keep it in `search_terms`, folded into their `search_vector` by the `sentinela` text search configuration (no
 * accents, any case):
 *
 * - where they are: the country's name in English, Spanish and Portuguese, the region's name, the city;
 * - their NICE work roles, named in the three languages;
 * - the expansions of the trade's synonyms their text and roles match ("SOC" → "security operations center",
 *   "centro de operaciones de seguridad"…, packages/shared/src/search/synonyms.ts).
 *
 * Kept right like `applications.fit`: written in the same transaction as anything it is made of, and rebuilt for
 * every row when the vocabulary it is made from changes (rebuildSearchDocuments, at migration time).
 */

type RoleCatalog = { work_role: Record<string, { name: string }> }
const ROLE_CATALOGS = [enNice, esNice, ptNice] as unknown as RoleCatalog[]

const COUNTRY_NAMES = new Map<string, string>(allCountries.map(([name, code]) => [code, name]))
const REGION_NAMES = new Map<string, string>(
  allCountries.flatMap(([, countryCode, regions]) =>
    regions.map(([name, code]) => [`${countryCode}-${code}`, name] as const),
  ),
)
const DISPLAY_NAMES = SUPPORTED_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: 'region' }))

/** Every name of a place: the country in each language (and its ISO list name), the region, the city. */
export function placeNamesOf(place: { country?: string | null; region?: string | null; city?: string | null }) {
  const names = new Set<string>()
  if (place.country && COUNTRY_NAMES.has(place.country)) {
    for (const display of DISPLAY_NAMES) names.add(display.of(place.country) ?? '')
    names.add(COUNTRY_NAMES.get(place.country)!)
  }
  if (place.region) names.add(REGION_NAMES.get(place.region) ?? '')
  if (place.city) names.add(place.city)
  names.delete('')
  return [...names]
}

/** A NICE work role's name in English, Spanish and Portuguese (the catalogs the web shows). */
export function roleNamesOf(workRoleCodes: readonly string[]) {
  return workRoleCodes.flatMap((code) => [
    ...new Set(ROLE_CATALOGS.map((catalog) => catalog.work_role[code]?.name).filter(Boolean) as string[]),
  ])
}

/** The parts as one text, single-spaced. */
function joinTerms(parts: readonly string[]) {
  return parts
    .filter((part) => part.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export interface JobSearchSource {
  jobTitle: string
  description: string
  requirements: string | null
  country: string | null
  city: string | null
  workRoleCodes: string[]
  certifications: string[]
}

/** What a job is found by besides its title, description and requirements. */
export function jobSearchTermsOf(job: JobSearchSource): string {
  const roles = roleNamesOf(job.workRoleCodes)
  return joinTerms([
    ...placeNamesOf(job),
    ...roles,
    ...job.certifications,
    searchExpansionsOf([job.jobTitle, job.description, job.requirements, ...roles, ...job.certifications]),
  ])
}

export interface TalentSearchSource {
  firstName: string
  middleName: string | null
  lastName: string
  currentJobTitle: string | null
  schoolName: string | null
  latestDegree: string | null
  country: string | null
  region: string | null
  city: string | null
  experiences: { jobTitle: string; company: string }[]
  certifications: { name: string }[]
  courses: { name: string }[]
  workRoleCodes: string[]
}

/** What a talent is found by besides the words of their profile (searchTextOf). */
export function talentSearchTermsOf(talent: TalentSearchSource): string {
  const roles = roleNamesOf(talent.workRoleCodes)
  return joinTerms([...placeNamesOf(talent), ...roles, searchExpansionsOf([searchTextOf(talent), ...roles])])
}

const BATCH = 500

/** Which rows to bring up to date: some, or every one (after the vocabulary changed, benchmarks). */
export type SearchScope = { ids: readonly number[] } | 'all'

async function inBatches<Row extends { id: number }>(
  scope: SearchScope,
  read: (where: ReturnType<typeof sql>) => Promise<Row[]>,
  write: (rows: Row[]) => Promise<void>,
  idColumn: ReturnType<typeof sql>,
) {
  if (scope !== 'all') {
    if (scope.ids.length === 0) return
    for (let start = 0; start < scope.ids.length; start += BATCH) {
      const ids = scope.ids.slice(start, start + BATCH)
      await write(await read(sql`${idColumn} in ${ids}`))
    }
    return
  }
  let after = 0
  for (;;) {
    const rows = await read(sql`${idColumn} > ${after} order by ${idColumn} limit ${BATCH}`)
    if (rows.length === 0) return
    await write(rows)
    after = rows[rows.length - 1]!.id
  }
}

/** Writes jobs' `search_terms` and `role_codes`; the search vector follows (a generated column). */
export async function refreshJobSearch(executor: Executor, scope: SearchScope) {
  await inBatches<JobSearchSource & { id: number }>(
    scope,
    async (where) =>
      rowsOf<JobSearchSource & { id: number }>(
        await executor.execute(sql`select p.id, p.job_title as "jobTitle", p.description, p.requirements, p.country,
            p.city,
            array(select r.work_role_code from position_roles r where r.position_id = p.id
              order by r.work_role_code) as "workRoleCodes",
            array(select c.name from position_certifications c where c.position_id = p.id order by c.id)
              as certifications
          from positions p where ${where}`),
      ),
    async (rows) => {
      const terms = rows.map((row) => ({ id: row.id, terms: jobSearchTermsOf(row), roles: row.workRoleCodes }))
      if (terms.length === 0) return
      await executor.execute(sql`update positions p set search_terms = v.terms, role_codes = v.roles
        from jsonb_to_recordset(${JSON.stringify(terms)}::jsonb) as v(id int, terms text, roles text[])
        where p.id = v.id and (p.search_terms is distinct from v.terms or p.role_codes is distinct from v.roles)`)
    },
    sql`p.id`,
  )
}

/** Writes talents' `search_text` (their profile's words) and `search_terms`; the search vector follows. */
export async function refreshTalentSearch(executor: Executor, scope: SearchScope) {
  type Row = TalentSearchSource & { id: number }
  await inBatches<Row>(
    scope,
    async (where) =>
      rowsOf<Row>(
        await executor.execute(sql`select p.user_id as id, u.first_name as "firstName", p.middle_name as "middleName",
            u.last_name as "lastName", p.current_job_title as "currentJobTitle", p.school_name as "schoolName",
            p.latest_degree as "latestDegree", p.country, p.region, p.city,
            coalesce((select json_agg(json_build_object('jobTitle', e.job_title, 'company', e.company) order by e.id)
              from talent_experiences e where e.user_id = p.user_id), '[]') as experiences,
            coalesce((select json_agg(json_build_object('name', c.name) order by c.id)
              from talent_certifications c where c.user_id = p.user_id), '[]') as certifications,
            coalesce((select json_agg(json_build_object('name', c.name) order by c.id)
              from talent_courses c where c.user_id = p.user_id), '[]') as courses,
            array(select w.work_role_code from talent_work_roles w where w.user_id = p.user_id
              order by w.work_role_code) as "workRoleCodes"
          from talent_profiles p join users u on u.id = p.user_id where ${where}`),
      ),
    async (rows) => {
      const documents = rows.map((row) => ({
        id: row.id,
        text: searchTextOf(row),
        terms: talentSearchTermsOf(row),
      }))
      if (documents.length === 0) return
      await executor.execute(sql`update talent_profiles p set search_text = v.text, search_terms = v.terms
        from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) as v(id int, text text, terms text)
        where p.user_id = v.id and (p.search_text, p.search_terms) is distinct from (v.text, v.terms)`)
    },
    sql`p.user_id`,
  )
}

const DATA_SET = 'search-documents'
/** Raise when the way documents are built changes, so every stored one is built again. */
const BUILDER_VERSION = 1

/** What the stored documents are made from: when it changes, they are rebuilt. */
export function searchVocabularyChecksum() {
  return createHash('sha256')
    .update(String(BUILDER_VERSION))
    .update(JSON.stringify(SYNONYM_GROUPS))
    .update(JSON.stringify(ROLE_CATALOGS.map((catalog) => roleNamesOf(Object.keys(catalog.work_role)))))
    .digest('hex')
}

/**
 * Builds every job's and talent's search document again when the vocabulary changed since the last build (or was
 * never built: a database migrated from before documents had terms), so an upgraded database finds what a new one
 * does. A no-op on every start after that. Batches commit one by one; an interrupted rebuild runs again on the next
 * start, since the checksum is written last.
 */
export async function rebuildSearchDocuments(db: Database): Promise<{ rebuilt: boolean }> {
  const checksum = searchVocabularyChecksum()
  const [current] = await db.select().from(referenceDataSets).where(eq(referenceDataSets.name, DATA_SET))
  if (current?.checksum === checksum) return { rebuilt: false }
  await refreshJobSearch(db, 'all')
  await refreshTalentSearch(db, 'all')
  await db
    .insert(referenceDataSets)
    .values({ name: DATA_SET, checksum })
    .onConflictDoUpdate({ target: referenceDataSets.name, set: { checksum, updatedAt: new Date() } })
  return { rebuilt: true }
}
