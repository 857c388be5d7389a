import { sql, type SQL } from 'drizzle-orm'
import { INDUSTRY_CODES } from '@sentinela/shared/master-data/industries'
import { refreshApplicationFits } from '../src/db/application-fit'
import { refreshJobSearch, refreshTalentSearch } from '../src/db/search-documents'
import type { Database } from '../src/db/client'
import { rowsOf } from '../src/lib/sql'
import { PLACES, VOCABULARY } from './vocabulary'

export interface SeedSize {
  jobs: number
  talents: number
}

export interface SeedResult {
  rows: { companies: number; jobs: number; talents: number; roleFits: number; applications: number }
  /** Jobs with a realistic pipeline for rankCandidates, and their number of applicants. */
  hotJobs: { positionId: number; applicants: number }[]
}

/** Industries hiring for security, most common first (all of them master-data codes). */
const INDUSTRIES = [
  'computer_network_security',
  'it_services_consulting',
  'banking',
  'financial_services',
  'software_development',
  'telecommunications',
  'hospitals_health_care',
  'government_administration',
  'insurance',
  'retail',
  'utilities',
  'oil_gas',
  'armed_forces',
  'defense_space_manufacturing',
].filter((code) => (INDUSTRY_CODES as readonly string[]).includes(code))

/** How many jobs get a big pipeline (200 to 2,000 applicants each). */
const HOT_JOBS = 24
const HOT_MIN_APPLICANTS = 200
const HOT_MAX_APPLICANTS = 2000

/**
 * The vocabulary as one JSON parameter, unpacked into arrays by a CTE, so each statement below builds its texts in
 * SQL (set-based, no row-by-row round trips) and works the same on node-postgres and PGlite.
 */
function vocabularyJson(workRoleCodes: string[]): string {
  return JSON.stringify({
    ...VOCABULARY,
    industry: INDUSTRIES,
    country: Object.keys(PLACES),
    places: PLACES,
    role: workRoleCodes,
  })
}

type ListName = keyof typeof VOCABULARY | 'industry' | 'country' | 'role'
const LISTS: ListName[] = [...(Object.keys(VOCABULARY) as (keyof typeof VOCABULARY)[]), 'industry', 'country', 'role']

function vocabularyCte(json: string): SQL {
  const arrays = LISTS.map((name) => sql.raw(`array(select jsonb_array_elements_text(j->'${name}')) as "${name}"`))
  // Materialized: built once per statement, never re-evaluated per generated row.
  return sql`v as materialized (select ${sql.join(arrays, sql`, `)}, j->'places' as places
    from (select ${json}::jsonb as j) s)`
}

/** One element of a vocabulary list, earlier ones more often (a power law over the position). */
function pick(list: ListName, skew = 1.5): string {
  return `v."${list}"[1 + floor(cardinality(v."${list}") * power(random(), ${skew}))::int]`
}

/** A job title in English (most), Spanish or Portuguese, with or without a seniority. */
function titleExpression(): string {
  return `case
    when random() < 0.12 then ${pick('spanishTitle', 1)}
    when random() < 0.1 then ${pick('portugueseTitle', 1)}
    when random() < 0.55 then ${pick('seniority', 1)} || ' ' || ${pick('domain')} || ' ' || ${pick('noun')}
    else ${pick('domain')} || ' ' || ${pick('noun')} end`
}

/** How many distinct sentences descriptions are assembled from (drawing each word per job is several times slower). */
const SENTENCE_POOL = 5000

/** A CTE of SENTENCE_POOL sentences, each a verb, an object, a tool and a context; needs `v`. */
const sentencesCte = sql.raw(`sentences as materialized (select array_agg(${pick('verb', 1.2)} || ' ' ||
  ${pick('object', 1.3)} || ' with ' || ${pick('tool', 1.8)} || ' ' || ${pick('context', 1.2)} || '.') as list
  from generate_series(1, ${SENTENCE_POOL}), v)`)

function descriptionExpression(sentences: number): string {
  const one = `sentences.list[1 + floor(random() * ${SENTENCE_POOL})::int]`
  return Array.from({ length: sentences }, () => one).join(` || ' ' || `)
}

function requirementsExpression(): string {
  return `(2 + floor(random() * 8))::int || '+ years of experience with ' || ${pick('tool', 1.8)} || ', ' ||
    ${pick('tool', 1.8)} || ' and ' || ${pick('tool', 1.8)} || '. ' || ${pick('certification')} || ' or ' ||
    ${pick('certification')} || ' is a plus. Fluent English; Spanish or Portuguese valued.'`
}

async function scalar(db: Database, query: SQL): Promise<number> {
  const [row] = rowsOf<{ value: number | string | null }>(await db.execute(query))
  return Number(row?.value ?? 0)
}

/**
 * Fills a freshly migrated database with companies, published jobs (1–3 NICE roles each), talents (a profile and a
 * stored fit for about five roles each) and applications: a few per job, plus HOT_JOBS jobs with 200–2,000
 * applicants. Every table is filled by one `insert … select … from generate_series` statement.
 */
export async function seedBenchData(db: Database, size: SeedSize, log: (message: string) => void) {
  const workRoleCodes = rowsOf<{ code: string }>(
    await db.execute(sql`select code from nice_work_roles order by code`),
  ).map((row) => row.code)
  if (workRoleCodes.length === 0) throw new Error('nice_work_roles is empty: the NICE reference data did not load')
  const v = vocabularyCte(vocabularyJson(workRoleCodes))
  const companies = Math.max(10, Math.round(size.jobs / 100))

  const step = async (label: string, query: SQL) => {
    const started = performance.now()
    await db.execute(query)
    log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  }

  await step(
    `${companies} companies`,
    sql`with ${v} insert into companies (name, subscription_name)
      select ${sql.raw(pick('companyWord', 1))} || ' ' || ${sql.raw(pick('companySuffix', 1))} || ' ' || g.i,
        case when random() < 0.3 then 'Demo' else 'Business' end
      from generate_series(1, ${companies}) g(i), v`,
  )
  const firstCompany = await scalar(db, sql`select min(id) as value from companies`)

  await step(
    `${size.talents} talent users`,
    sql`with ${v} insert into users (email, role, first_name, last_name, language, status, activated_at,
        terms_accepted_at, data_sharing_consent, top_talent_opt_in, created_at)
      select 'bench.talent.' || g.i || '@example.com', 'talent', ${sql.raw(pick('firstName', 1))},
        ${sql.raw(pick('lastName', 1))}, (array['en', 'es', 'pt'])[1 + floor(random() * 3)::int],
        case when random() < 0.02 then 'pending' else 'active' end, now() - random() * interval '2 years',
        now() - random() * interval '2 years', random() < 0.8, random() < 0.5, now() - random() * interval '2 years'
      from generate_series(1, ${size.talents}) g(i), v`,
  )
  const firstTalent = await scalar(
    db,
    sql`select min(id) as value from users where role = 'talent' and email like 'bench.talent.%'`,
  )

  await step(
    `${size.talents} talent profiles`,
    sql`with ${v} insert into talent_profiles (user_id, version, country, city, current_job_title,
        desired_employment_type, highest_education_level, seeking_opportunities, has_clearance, photo_key)
      select x.id, 1, x.country,
        (v.places -> x.country) ->> floor(random() * jsonb_array_length(v.places -> x.country))::int,
        ${sql.raw(titleExpression())}, floor(11 * power(random(), 2))::int, floor(random() * 8)::int,
        random() < 0.6, random() < 0.1, case when random() < 0.5 then 'photos/' || x.id || '.webp' end
      from (select u.id, ${sql.raw(pick('country', 1.3))} as country from users u, v
        where u.role = 'talent' and u.id >= ${firstTalent} offset 0) x, v`,
  )

  // What a profile save writes for talent search: the words of the profile, and months of experience.
  await step(
    'talent search text',
    sql`update talent_profiles p set search_text = concat_ws(' ', u.first_name, u.last_name, p.current_job_title, p.city),
        experience_months = floor(240 * power(random(), 2))::int
      from users u where u.id = p.user_id and u.id >= ${firstTalent}`,
  )

  // Three to seven roles per talent (five on average), neighbouring codes so they cluster in a category.
  await step(
    'talent role fits',
    sql`with ${v} insert into talent_role_fits (user_id, work_role_code, percentage)
      select u.id, v.role[1 + (mod(abs(hashint4(u.id)), cardinality(v.role)) + k) % cardinality(v.role)],
        floor(101 * power(random(), 1.4))::int
      from users u cross join lateral generate_series(0, 2 + mod(abs(hashint4(u.id * 7 + 3)), 5)) k, v
      where u.role = 'talent' and u.id >= ${firstTalent}`,
  )

  await step(
    `${size.jobs} published jobs`,
    sql`with ${v}, ${sentencesCte} insert into positions (company_id, version, status, job_title, privacy, department, description,
        requirements, salary_min, salary_max, employment_type, industry, education_level, open_to_travel, country,
        city, modality, expiration_date, clearance_required, clearance_level, published_at, created_at, updated_at)
      select ${firstCompany} + floor(random() * ${companies})::int, 1, 'published', ${sql.raw(titleExpression())},
        case when random() < 0.05 then 'private' else 'public' end,
        case when random() < 0.5 then 'Information Security' end,
        ${sql.raw(descriptionExpression(10))}, ${sql.raw(requirementsExpression())},
        case when x.salary then x.salary_min end, case when x.salary then x.salary_min + x.salary_spread end,
        floor(8 * power(random(), 2))::int, ${sql.raw(pick('industry', 2))}, floor(random() * 8)::int,
        floor(random() * 6)::int, x.country,
        (v.places -> x.country) ->> floor(random() * jsonb_array_length(v.places -> x.country))::int,
        case when x.m < 0.4 then 'remote' when x.m < 0.75 then 'hybrid' else 'on_site' end,
        current_date + 1 + floor(random() * 120)::int, x.clearance, case when x.clearance then floor(random() * 3)::int end,
        x.published_at, x.published_at - interval '2 days', x.published_at
      from (select g.i, ${sql.raw(pick('country', 1.3))} as country, random() as m, random() < 0.8 as salary,
          (20 + floor(random() * 100)::int) * 1000 as salary_min, (5 + floor(random() * 35)::int) * 1000 as salary_spread,
          random() < 0.1 as clearance, now() - random() * interval '365 days' as published_at
        from generate_series(1, ${size.jobs}) g(i), v offset 0) x, v, sentences`,
  )
  const firstJob = await scalar(db, sql`select min(id) as value from positions`)

  // One to three neighbouring roles per job, each with a minimum fit to apply.
  await step(
    'job roles',
    sql`with ${v} insert into position_roles (position_id, work_role_code, minimum_percentage)
      select p.id, v.role[1 + (mod(abs(hashint4(p.id)), cardinality(v.role)) + k) % cardinality(v.role)],
        10 * floor(random() * 7)::int
      from positions p cross join lateral generate_series(0, mod(abs(hashint4(p.id * 31 + 7)), 3)) k, v`,
  )

  // What a save writes for search: place names, NICE role names and synonyms in three languages (decision 005).
  const documentsStarted = performance.now()
  await refreshJobSearch(db, 'all')
  await refreshTalentSearch(db, 'all')
  log(`  job and talent search documents (${((performance.now() - documentsStarted) / 1000).toFixed(1)} s)`)

  const hotCount = Math.min(HOT_JOBS, size.jobs)
  const hotJobs = Array.from({ length: hotCount }, (_, index) => ({
    positionId: firstJob + Math.floor((index * size.jobs) / hotCount),
    applicants: Math.min(
      size.talents,
      hotCount === 1
        ? HOT_MAX_APPLICANTS
        : Math.round(HOT_MIN_APPLICANTS + ((HOT_MAX_APPLICANTS - HOT_MIN_APPLICANTS) * index) / (hotCount - 1)),
    ),
  }))
  // applied_at is drawn once per row in an inner select (offset 0 keeps it from being inlined) and reused for the
  // creation and status stamps.
  const insertApplications = (rows: SQL) => sql`with ${v} insert into applications (position_id, talent_id,
      communication_status, message, applied_at, status_changed_at, created_at, updated_at)
    select x.position_id, x.talent_id, x.communication_status, x.message, x.at, x.at, x.at, x.at
    from (select r.position_id, r.talent_id, floor(5 * power(random(), 2))::int as communication_status,
        'Hello, I would like to apply: I have worked on ' || ${sql.raw(pick('object', 1.3))} || ' with ' ||
          ${sql.raw(pick('tool', 1.8))} || '.' as message,
        r.published_at + random() * (now() - r.published_at) as at
      from (${rows}) r, v offset 0) x
    on conflict do nothing`

  // A few applicants for most jobs: 0 (half of them) up to 5, talents spread by a hash.
  await step(
    'background applications',
    insertApplications(sql`select p.id as position_id, p.published_at,
        ${firstTalent} + mod(abs(hashint4(p.id * 7919 + s)), ${size.talents}) as talent_id
      from positions p cross join lateral generate_series(1, case
          when mod(abs(hashint4(p.id)), 100) < 50 then 0 when mod(abs(hashint4(p.id)), 100) < 80 then 1
          when mod(abs(hashint4(p.id)), 100) < 92 then 2 when mod(abs(hashint4(p.id)), 100) < 97 then 3 else 5 end) s
      where p.id not in (select (e ->> 'positionId')::int from jsonb_array_elements(${JSON.stringify(hotJobs)}::jsonb) e)`),
  )

  // The hot jobs. Applying is gated on the job's NICE minimums (§5), so applicants are first talents whose stored fit
  // meets the minimum of the job's first role; when too few do (small runs), the rest are talents stepped through by
  // a stride (31 is coprime with most talent counts; a repeat is skipped).
  const hot = sql`jsonb_to_recordset(${JSON.stringify(hotJobs)}::jsonb) as h("positionId" int, applicants int)
    join positions p on p.id = h."positionId"`
  await step(
    `applications to ${hotCount} jobs with ${hotJobs[0]?.applicants ?? 0}–${hotJobs.at(-1)?.applicants ?? 0} applicants`,
    insertApplications(sql`select p.id as position_id, p.published_at, q.user_id as talent_id
      from ${hot} cross join lateral (select f.user_id from position_roles r
          join talent_role_fits f on f.work_role_code = r.work_role_code and f.percentage >= r.minimum_percentage
        where r.position_id = p.id
          and r.work_role_code = (select min(work_role_code) from position_roles where position_id = p.id)
        order by hashint4(f.user_id + p.id) limit h.applicants) q`),
  )
  await step(
    'topping up the hot jobs',
    insertApplications(sql`select p.id as position_id, p.published_at,
        ${firstTalent} + mod(p.id * 7919 + s * 31, ${size.talents}) as talent_id
      from ${hot} cross join lateral generate_series(1,
        h.applicants - (select count(*)::int from applications a where a.position_id = p.id)) s`),
  )
  const fitsStarted = performance.now()
  await refreshApplicationFits(db, 'all')
  log(`  applications' stored fit (${((performance.now() - fitsStarted) / 1000).toFixed(1)} s)`)

  const actual = rowsOf<{ positionId: number; applicants: number }>(
    await db.execute(sql`select position_id as "positionId", count(*)::int as applicants from applications
      where position_id in ${hotJobs.map((job) => job.positionId)} group by position_id order by applicants`),
  )

  const counted = async (table: string) => scalar(db, sql.raw(`select count(*)::int as value from ${table}`))
  return {
    rows: {
      companies: await counted('companies'),
      jobs: await counted('positions'),
      talents: await counted('talent_profiles'),
      roleFits: await counted('talent_role_fits'),
      applications: await counted('applications'),
    },
    hotJobs: actual,
  } satisfies SeedResult
}
