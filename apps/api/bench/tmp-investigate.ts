import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client'
import { JobsRepository } from '../src/modules/jobs/jobs.repository'
import { rowsOf } from '../src/lib/sql'
import { percentile, searchCases } from './measure'

const handle = await openDatabase({ url: process.env.SCRATCH_URL })
const db = handle.db
const repo = new JobsRepository(db)
const stats = (label: string, xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  console.error(label, 'n', s.length, 'p50', percentile(s, 50).toFixed(1), 'p95', percentile(s, 95).toFixed(1), 'mean', (s.reduce((a, b) => a + b, 0) / s.length).toFixed(1))
}
if (process.env.MODE === 'search') {
  const cases = searchCases(220)
  for (const c of cases.slice(0, 20)) await repo.search(c, { companyIds: [] })
  const xs: number[] = []
  for (const c of cases.slice(20)) {
    const t = performance.now()
    await repo.search(c, { companyIds: [] })
    xs.push(performance.now() - t)
  }
  stats('search', xs)
} else {
  const hot = rowsOf<{ id: number }>(await db.execute(sql`select position_id as id from applications group by 1 having count(*) >= 200`)).map((r) => r.id)
  const rewritten = (pid: number) => db.execute(sql`
      with job_roles as materialized (select array_agg(work_role_code) as codes, count(*)::int as n from position_roles where position_id = ${pid})
      select a.id as "applicationId", a.talent_id as "talentId", u.first_name as "firstName",
        u.last_name as "lastName", tp.photo_key as "photoKey", tp.current_job_title as "currentJobTitle",
        tp.country, tp.city, coalesce(tp.has_clearance, false) as "hasClearance", a.message,
        a.applied_at as "appliedAt", a.communication_status as "communicationStatus",
        coalesce(floor((select sum(f.percentage) from talent_role_fits f where f.user_id = a.talent_id
          and f.work_role_code = any(jr.codes))::numeric / nullif(jr.n, 0))::int, 0) as fit
      from job_roles jr cross join applications a join users u on u.id = a.talent_id
        left join talent_profiles tp on tp.user_id = a.talent_id
      where a.position_id = ${pid} and u.status = 'active'
      order by fit desc, a.applied_at asc nulls last, a.id asc`)
  const countOnly = (pid: number) => db.execute(sql`select count(*) from (
      with job_roles as (select work_role_code from position_roles where position_id = ${pid})
      select a.id, coalesce((select floor(avg(coalesce(f.percentage, 0)))::int from job_roles jr
          left join talent_role_fits f on f.user_id = a.talent_id and f.work_role_code = jr.work_role_code), 0) as fit,
        u.first_name, tp.city, a.message
      from applications a join users u on u.id = a.talent_id
        left join talent_profiles tp on tp.user_id = a.talent_id
      where a.position_id = ${pid} and u.status = 'active'
      order by fit desc, a.applied_at asc nulls last, a.id asc) x`)
  // same results?
  const a = await repo.rankCandidates(hot[0]!)
  const b = rowsOf<{ applicationId: number; fit: number }>(await rewritten(hot[0]!))
  console.error('same order and fits:', JSON.stringify(a.map((r) => [r.applicationId, r.fit])) === JSON.stringify(b.map((r) => [r.applicationId, r.fit])), a.length)
  const orig: number[] = [], neu: number[] = [], server: number[] = []
  for (let i = 0; i < 20; i++) { await repo.rankCandidates(hot[i % hot.length]!); await rewritten(hot[i % hot.length]!) }
  for (let i = 0; i < 150; i++) {
    const pid = hot[i % hot.length]!
    let t = performance.now(); await repo.rankCandidates(pid); orig.push(performance.now() - t)
    t = performance.now(); await rewritten(pid); neu.push(performance.now() - t)
    t = performance.now(); await countOnly(pid); server.push(performance.now() - t)
  }
  stats('rank original', orig); stats('rank rewritten', neu); stats('original, no rows shipped', server)
}
await handle.close()
