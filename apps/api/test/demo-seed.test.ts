import { sql, type SQL } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { DEMO_PASSWORD, seedDemo } from '../seed/demo'
import { HIRING_COMPANIES } from '../seed/hiring-companies'
import { rowsOf } from '../src/lib/sql'
import { request, useTestApp } from './helper'

const ctx = useTestApp()
const rows = async <T>(query: SQL) => rowsOf<T>(await ctx.app.db.execute(query))

describe('demo seed', () => {
  it('creates the README demo accounts, who can sign in, and is idempotent', async () => {
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    for (const [email, role] of [
      ['talent@example.com', 'talent'],
      ['company@example.com', 'company'],
      ['recruiter@example.com', 'company'],
      ['pampa@example.com', 'company'],
      ['guara@example.com', 'company'],
    ] as const) {
      const { status, body } = await request<{ data: { role: string } }>(ctx, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email, password: DEMO_PASSWORD },
      })
      expect(status, email).toBe(200)
      expect(body.data.role).toBe(role)
    }
    const token = (
      await request<{ data: { token: string } }>(ctx, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email: 'talent@example.com', password: DEMO_PASSWORD },
      })
    ).body.data.token
    const fits = await request<{ data: { workRoleCode: string; percentage: number }[] }>(ctx, {
      method: 'GET',
      url: '/api/profile/fit',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(fits.body.data[0]).toMatchObject({ workRoleCode: 'PD-WRL-001' })
    expect(fits.body.data[0]!.percentage).toBeGreaterThan(50)

    // Every hiring company has its main admin, active, with the demo password (one hash, checked by the login above).
    const admins = await rows<{ email: string; company: string }>(sql`
      select u.email, c.name as company from users u join companies c on c.id = u.company_id
      where u.role = 'company' and u.is_main_admin and u.status = 'active'
        and u.password_hash = (select password_hash from users where email = 'guara@example.com')`)
    expect(admins).toEqual(
      expect.arrayContaining(
        HIRING_COMPANIES.map((company) => ({ email: company.mainAdmin.email, company: company.name })),
      ),
    )
  }, 60_000)

  it('seeds open jobs to search, a demo company at its limit, and pipelines with history', async () => {
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    const login = async (email: string) =>
      (
        await request<{ data: { token: string } }>(ctx, {
          method: 'POST',
          url: '/api/authentication/login',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).body.data.token
    const search = await request<{ data: { jobTitle: string }[]; totalNumberOfRecords: number }>(ctx, {
      method: 'POST',
      url: '/api/positions/fetch',
      payload: { text: 'incident' },
    })
    expect(search.body.data.map((job) => job.jobTitle)).toContain('Incident Response Analyst')

    const company = { authorization: `Bearer ${await login('company@example.com')}` }
    const jobs = await request<{ data: { id: number; jobTitle: string; status: string; applicantCount: number }[] }>(
      ctx,
      { method: 'POST', url: '/api/positions/company', headers: company, payload: {} },
    )
    expect(jobs.body.data.filter((job) => job.status === 'published')).toHaveLength(3)
    const draft = jobs.body.data.find((job) => job.status === 'draft')!
    const limited = await request<{ code: string }>(ctx, {
      method: 'POST',
      url: `/api/positions/${draft.id}/status`,
      headers: company,
      payload: { status: 'published' },
    })
    expect(limited.body.code).toBe('job_post_limit_reached')

    const ir = jobs.body.data.find((job) => job.jobTitle === 'Incident Response Analyst')!
    const pipeline = await request<{
      data: { candidates: { firstName: string; fit: number; history: unknown[] }[] }
    }>(ctx, {
      method: 'GET',
      url: `/api/positions/appliedPositions/${ir.id}`,
      headers: company,
    })
    const candidates = pipeline.body.data.candidates
    // Two incident responders who clear the job's minimums (30% and 20%), best fit first.
    expect(candidates.map((candidate) => candidate.firstName).sort()).toEqual(['Camila', 'Lucía'])
    expect(candidates.every((candidate) => candidate.fit >= 20)).toBe(true)
    expect(candidates[0]!.fit).toBeGreaterThanOrEqual(candidates[1]!.fit)
    expect(candidates.find((candidate) => candidate.firstName === 'Lucía')!.history).toHaveLength(2)

    const talent = { authorization: `Bearer ${await login('talent@example.com')}` }
    const applied = await request<{ data: { communicationStatus: number }[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/appliedPositions',
      headers: talent,
    })
    expect(applied.body.data.map((application) => application.communicationStatus).sort()).toEqual([0, 2])
  })

  it('seeds a market to browse: 40+ jobs in 8 countries, 15+ NICE roles, three languages, 35+ sharing talents', async () => {
    await seedDemo(ctx.app.db, ctx.app.services.storage)

    const [jobs] = await rows<{ published: number; open: number; countries: number; companies: number }>(sql`
      select count(*)::int as published,
        count(*) filter (where privacy = 'public' and expiration_date >= current_date)::int as open,
        count(distinct country)::int as countries, count(distinct company_id)::int as companies
      from positions where status = 'published'`)
    expect(jobs!.published).toBeGreaterThanOrEqual(40)
    expect(jobs!.open).toBeGreaterThanOrEqual(40)
    expect(jobs!.countries).toBeGreaterThanOrEqual(8)
    expect(jobs!.companies).toBeGreaterThanOrEqual(8)
    const [variety] = await rows<{ roles: number; modalities: number; types: number; currencies: number }>(sql`
      select count(distinct pr.work_role_code)::int as roles, count(distinct p.modality)::int as modalities,
        count(distinct p.employment_type)::int as types, count(distinct p.salary_currency)::int as currencies
      from positions p left join position_roles pr on pr.position_id = p.id where p.status = 'published'`)
    expect(variety!.roles).toBeGreaterThanOrEqual(15)
    expect(variety!.modalities).toBe(3)
    expect(variety!.types).toBeGreaterThanOrEqual(4)
    expect(variety!.currencies).toBeGreaterThanOrEqual(6)
    const [special] = await rows<{ clearance: number; private: number }>(sql`
      select count(*) filter (where clearance_required)::int as clearance,
        count(*) filter (where privacy = 'private')::int as private
      from positions where status = 'published'`)
    expect(special!.clearance).toBeGreaterThanOrEqual(3)
    expect(special!.private).toBeGreaterThanOrEqual(2)

    // The public search sees them too, beyond one page.
    const search = await request<{ totalNumberOfRecords: number }>(ctx, {
      method: 'POST',
      url: '/api/positions/fetch',
      payload: {},
    })
    expect(search.body.totalNumberOfRecords).toBeGreaterThanOrEqual(40)

    // Each hiring company writes in its country's language: Portuguese in Brazil, English in the US, else Spanish.
    const written = await rows<{ name: string; country: string; title: string; text: string }>(sql`
      select c.name, p.country, p.job_title as title, p.description || ' ' || coalesce(p.requirements, '') as text
      from positions p join companies c on c.id = p.company_id where p.status = 'published'`)
    const hiring = new Set(HIRING_COMPANIES.map((company) => company.name))
    const languages = { en: 0, es: 0, pt: 0 }
    for (const job of written) {
      const language = languageOf(job.text)
      languages[language] += 1
      if (hiring.has(job.name)) {
        expect(language, job.title).toBe(job.country === 'BR' ? 'pt' : job.country === 'US' ? 'en' : 'es')
      }
    }
    expect(languages.en).toBeGreaterThanOrEqual(8)
    expect(languages.es).toBeGreaterThanOrEqual(8)
    expect(languages.pt).toBeGreaterThanOrEqual(5)

    const [talents] = await rows<{ sharing: number; countries: number; roles: number; topTalent: number }>(sql`
      select count(distinct u.id)::int as sharing, count(distinct tp.country)::int as countries,
        count(distinct tw.work_role_code)::int as roles,
        count(distinct u.id) filter (where u.top_talent_opt_in)::int as "topTalent"
      from users u join talent_profiles tp on tp.user_id = u.id
      left join talent_work_roles tw on tw.user_id = u.id
      where u.role = 'talent' and u.data_sharing_consent`)
    expect(talents!.sharing).toBeGreaterThanOrEqual(35)
    expect(talents!.countries).toBeGreaterThanOrEqual(8)
    expect(talents!.roles).toBeGreaterThanOrEqual(20)
    expect(talents!.topTalent).toBeGreaterThanOrEqual(25)
  })

  it('respects its own gates: every candidate meets the NICE minimums and the clearance of the job', async () => {
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    const [count] = await rows<{ applications: number; jobs: number }>(sql`
      select count(*)::int as applications, count(distinct position_id)::int as jobs from applications`)
    expect(count!.applications).toBeGreaterThanOrEqual(40)
    expect(count!.jobs).toBeGreaterThanOrEqual(30)

    const belowMinimum = await rows<{ title: string; email: string; role: string; fit: number; minimum: number }>(sql`
      select p.job_title as title, u.email, pr.work_role_code as role, coalesce(f.percentage, 0) as fit,
        pr.minimum_percentage as minimum
      from applications a
      join positions p on p.id = a.position_id
      join users u on u.id = a.talent_id
      join position_roles pr on pr.position_id = a.position_id
      left join talent_role_fits f on f.user_id = a.talent_id and f.work_role_code = pr.work_role_code
      where coalesce(f.percentage, 0) < pr.minimum_percentage`)
    expect(belowMinimum).toEqual([])

    const withoutClearance = await rows<{ title: string; email: string }>(sql`
      select p.job_title as title, u.email
      from applications a
      join positions p on p.id = a.position_id
      join users u on u.id = a.talent_id
      join talent_profiles tp on tp.user_id = a.talent_id
      where p.clearance_required
        and (not tp.has_clearance or coalesce(tp.clearance_level, -1) < coalesce(p.clearance_level, 0))`)
    expect(withoutClearance).toEqual([])

    // Each application's stored fit (the pipeline's ranking key) is the mean of the talent's fits over the roles.
    const stale = await rows<{ id: number }>(sql`
      select a.id from applications a
      where a.fit <> coalesce((
        select floor(sum(coalesce(f.percentage, 0))::numeric / count(*))::int from position_roles pr
        left join talent_role_fits f on f.user_id = a.talent_id and f.work_role_code = pr.work_role_code
        where pr.position_id = a.position_id), 0)`)
    expect(stale).toEqual([])
  })
})

/** The language a text is written in, by its most frequent function words (enough for the demo's own texts). */
function languageOf(text: string): 'en' | 'es' | 'pt' {
  const words = text.toLowerCase().split(/[^a-záéíóúâêôãõàçñü]+/)
  const count = (list: string[]) => words.filter((word) => list.includes(word)).length
  const scores = {
    en: count(['the', 'and', 'you', 'with', 'our', 'of', 'for']),
    es: count(['el', 'la', 'los', 'las', 'y', 'con', 'del', 'en', 'tu', 'una']),
    pt: count(['os', 'e', 'com', 'do', 'da', 'dos', 'das', 'em', 'você', 'ao', 'uma', 'não']),
  }
  return (Object.entries(scores) as ['en' | 'es' | 'pt', number][]).sort((a, b) => b[1] - a[1])[0]![0]
}

describe('demo seed: teacher awards', () => {
  it('seeds the four past editions closed with results, one open for nominations, one voting', async () => {
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    const editions = async (country: string) =>
      (
        await request<{ data: { year: number; phase: string; nomineeCount: number; totalVotes: number }[] }>(ctx, {
          method: 'GET',
          url: `/api/awards/editions?country=${country}`,
        })
      ).body.data
    const phases = Object.fromEntries(
      await Promise.all(
        ['MX', 'CO', 'CL', 'AR'].map(async (country) => [
          country,
          (await editions(country)).map((edition) => `${edition.year}:${edition.phase}`),
        ]),
      ),
    )
    expect(phases).toEqual({
      MX: ['2026:nominations', '2023:closed'],
      CO: ['2026:voting', '2024:closed'],
      CL: ['2025:closed'],
      AR: ['2025:closed'],
    })
    for (const edition of await editions('CL')) expect(edition.totalVotes).toBeGreaterThan(0)
    // Every count is its votes; the nominations waiting for the operator are not listed.
    const mismatched = await rows(sql`select n.id from award_nominees n
      where n.votes_quantity <> (select count(*) from award_votes v where v.nominee_id = n.id)`)
    expect(mismatched).toEqual([])
    const pending = await rows(sql`select n.id from award_nominees n where n.status = 'pending'`)
    expect(pending.length).toBe(2)
  }, 60_000)

  it('seeds the plans: Pampa on Professional monthly with two receipts, Andes on Demo, each hiring company paying', async () => {
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    const overviewOf = async (email: string) => {
      const token = (
        await request<{ data: { token: string } }>(ctx, {
          method: 'POST',
          url: '/api/authentication/login',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).body.data.token
      const headers = { authorization: `Bearer ${token}` }
      const { body } = await request<{ data: SubscriptionOverview }>(ctx, {
        method: 'GET',
        url: '/api/subscription',
        headers,
      })
      return { overview: body.data, headers }
    }
    const pampa = await overviewOf('pampa@example.com')
    expect(pampa.overview.plan.code).toBe('professional')
    expect(pampa.overview.subscription).toMatchObject({ interval: 'month', status: 'active', cancelAtPeriodEnd: false })
    expect(new Date(pampa.overview.subscription!.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now())
    expect(pampa.overview.invoices).toHaveLength(2)
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/subscription/invoices/${pampa.overview.invoices[0]!.id}/receipt`,
      headers: pampa.headers,
    })
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const andes = await overviewOf('company@example.com')
    expect(andes.overview.plan.code).toBe('demo')
    expect(andes.overview.subscription).toBeNull()
    expect(andes.overview.usage.publishedJobs).toBe(3)

    for (const company of HIRING_COMPANIES) {
      const { overview } = await overviewOf(company.mainAdmin.email)
      expect(overview.plan.code, company.name).toBe(company.subscription.plan)
      expect(overview.invoices, company.name).toHaveLength(company.subscription.periodsPaid)
      if (overview.plan.limits.jobs !== null) {
        expect(overview.usage.publishedJobs, company.name).toBeLessThanOrEqual(overview.plan.limits.jobs)
      }
    }
    const names = await rows<{ name: string; subscription_name: string }>(
      sql`select name, subscription_name from companies where name in ('Pampa Cyber Labs', 'Andes Secure') order by name`,
    )
    expect(names).toEqual([
      { name: 'Andes Secure', subscription_name: 'Demo' },
      { name: 'Pampa Cyber Labs', subscription_name: 'Professional' },
    ])
  }, 60_000)
})
