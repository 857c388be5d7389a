import { openDatabase } from '../src/db/client'
import { JobsRepository } from '../src/modules/jobs/jobs.repository'
import { percentile, searchCases } from './measure'

const handle = await openDatabase({ url: process.env.SCRATCH_URL })
const repo = new JobsRepository(handle.db)
const cases = searchCases(220)
for (const c of cases.slice(0, 20)) await repo.search(c, { companyIds: [] })
const results: { ms: number; total: number; c: string }[] = []
for (const c of cases.slice(20)) {
  const t = performance.now()
  const r = await repo.search(c, { companyIds: [] })
  const ms = performance.now() - t
  results.push({ ms, total: r.total, c: JSON.stringify({ text: c.text, country: c.country, modality: c.modality, et: c.employmentType, d: c.datePosted }) })
}
const sorted = results.map((r) => r.ms).sort((a, b) => a - b)
console.error('p50', percentile(sorted, 50).toFixed(1), 'p95', percentile(sorted, 95).toFixed(1))
results.sort((a, b) => b.ms - a.ms)
for (const r of results.slice(0, Number(process.env.TOP ?? 10))) console.error(r.ms.toFixed(1), r.total, r.c)
await handle.close()
