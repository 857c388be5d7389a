import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { seedBenchData } from './seed'

const handle = await openDatabase({})
await migrateDatabase(handle)
const db = handle.db
const t = (label: string, s: number) => console.error(label, ((performance.now() - s) / 1000).toFixed(2))
let s = performance.now()
await seedBenchData(db, { jobs: 5000, talents: 2000 }, console.error)
t('seed', s)
// text generation only
s = performance.now()
await db.execute(sql`create table t_copy as select job_title, description, requirements from positions`)
t('copy', s)
s = performance.now()
await db.execute(
  sql`select count(*) from (select setweight(to_tsvector('simple', job_title), 'A') || setweight(to_tsvector('simple', description), 'B') || setweight(to_tsvector('simple', coalesce(requirements, '')), 'C') from t_copy) x`,
)
t('tsvector 5000', s)
s = performance.now()
await db.execute(sql`create table p2 (like positions including all)`)
await db.execute(
  sql`insert into p2 (id, company_id, job_title, description, requirements, employment_type, modality, expiration_date, status) overriding system value select id, company_id, job_title, description, requirements, employment_type, modality, expiration_date, status from positions`,
)
t('insert with indexes', s)
s = performance.now()
await db.execute(sql`create table p3 (like positions including defaults including generated)`)
await db.execute(
  sql`insert into p3 (id, company_id, job_title, description, requirements, employment_type, modality, expiration_date, status) select id, company_id, job_title, description, requirements, employment_type, modality, expiration_date, status from positions`,
)
t('insert no indexes', s)
await handle.close()
