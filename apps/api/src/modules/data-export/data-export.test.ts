import { eq, sql } from 'drizzle-orm'
import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { DATA_EXPORTS_PER_DAY, type DataExport } from '@sentinela/shared/schemas/data-export'
import { dataExports, emails } from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'
import { bearer, createCompany, createTalent, signIn } from '../../../test/factories'
import { multipart, request, useTestApp } from '../../../test/helper'
import { EXCLUDED_TABLES, EXPORTED_TABLES } from './data-export.registry'

const ctx = useTestApp()
interface ErrorBody {
  code: string
  message: string
}

async function talent(language: 'en' | 'es' | 'pt' = 'en') {
  const user = await createTalent(ctx.app.db, { language })
  return { user, headers: bearer(await signIn(ctx, user.email)) }
}

const ask = (headers: Record<string, string>) =>
  request<{ data: DataExport } & ErrorBody>(ctx, { method: 'POST', url: '/api/talent/dataExports', headers })

/** The link's token, from the e-mail the finished archive sent. */
async function tokenFromEmail(to: string) {
  const rows = await ctx.app.db.select().from(emails).where(eq(emails.to, to))
  const mail = rows.find((row) => row.template === 'data_export_ready')!
  return { mail, token: /[?&]export=([\w-]+)/.exec(mail.text)![1]! }
}

const download = (headers: Record<string, string>, token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/talent/dataExports/download', headers, payload: { token } })

describe('the export registry', () => {
  it('covers every table that points at users: exported, or excluded with a reason', async () => {
    // Every table with a foreign key to users, or a column named user_id / talent_id (pg_catalog).
    const result = await ctx.app.db.execute(sql`
      select distinct c.relname as table_name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r' and (
        exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'f'
                  and k.confrelid = 'public.users'::regclass)
        or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                  and a.attname in ('user_id', 'talent_id'))
      )
      order by 1`)
    const tables = rowsOf<{ table_name: string }>(result).map((row) => row.table_name)
    expect(tables).toContain('talent_profiles')
    const exported = new Set(EXPORTED_TABLES.map((entry) => entry.table))
    const uncovered = tables.filter((table) => !exported.has(table) && !(table in EXCLUDED_TABLES))
    expect(uncovered, 'tables holding user data that the export neither includes nor excludes').toEqual([])
    for (const [table, reason] of Object.entries(EXCLUDED_TABLES)) {
      expect(exported.has(table), table).toBe(false)
      expect(reason.length, table).toBeGreaterThan(20)
    }
  })
})

describe('POST /api/talent/dataExports', () => {
  it('builds the archive on the queue, e-mails a 24-hour link, and the owner downloads it', async () => {
    const { user, headers } = await talent('es')
    // Some data of their own: a CV file and a job alert.
    const pdf = multipart('Mi CV.pdf', Buffer.from('%PDF-1.7\n% a tiny pdf for the export\n'), 'application/pdf')
    const uploaded = await request(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfilepdf',
      headers: { ...headers, ...pdf.headers },
      payload: pdf.payload,
    })
    expect(uploaded.status).toBe(200)
    await request(ctx, {
      method: 'POST',
      url: '/api/talent/jobAlerts',
      headers,
      payload: { name: 'Mis alertas', frequency: 'weekly' },
    })

    const asked = await ask(headers)
    expect(asked.status).toBe(202)
    expect(asked.body.data.status).toBe('queued')
    const busy = await ask({ ...headers, 'accept-language': 'es' })
    expect(busy.status).toBe(409)
    expect(busy.body.code).toBe('data_export_in_progress')

    expect(await ctx.app.dataExport.build(asked.body.data.id)).toBe(true)
    // The queue delivering the job again builds nothing more.
    expect(await ctx.app.dataExport.build(asked.body.data.id)).toBe(false)

    const list = await request<{ data: DataExport[] }>(ctx, { method: 'GET', url: '/api/talent/dataExports', headers })
    expect(list.headers['cache-control']).toBe('no-store')
    const [ready] = list.body.data
    expect(ready!.status).toBe('ready')
    const hours = (new Date(ready!.expiresAt!).getTime() - Date.now()) / 3600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)

    const { mail, token } = await tokenFromEmail(user.email)
    expect(mail.subject).toBe('Tus datos de Sentinela están listos para descargar')
    expect(mail.text).toContain('/talent/account/settings?export=')

    const response = await download(headers, token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="sentinela-data-\d{4}-\d{2}-\d{2}\.zip"/,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    const files = unzipSync(new Uint8Array(response.rawPayload))
    const data = JSON.parse(strFromU8(files['data.json']!)) as {
      tables: Record<string, Record<string, unknown>[]>
      files: { path: string }[]
    }
    expect(data.tables.users).toHaveLength(1)
    expect(data.tables.users![0]!.email).toBe(user.email)
    expect(data.tables.users![0]).not.toHaveProperty('password_hash')
    expect(data.tables.users![0]).not.toHaveProperty('totp_secret')
    expect(data.tables.job_alerts!.map((row) => row.name)).toEqual(['Mis alertas'])
    expect(data.tables.data_exports![0]).not.toHaveProperty('token_hash')
    expect(data.tables.emails!.every((row) => !('text' in row) && !('html' in row))).toBe(true)
    const cv = data.files.find((file) => file.path.startsWith('files/talent_profiles/'))
    expect(cv).toBeDefined()
    expect(strFromU8(files[cv!.path]!)).toContain('a tiny pdf for the export')
  })

  it('needs both the owner’s session and the token; refuses an expired link', async () => {
    const { user, headers } = await talent()
    const stranger = await talent()
    const asked = await ask(headers)
    await ctx.app.dataExport.build(asked.body.data.id)
    const { token } = await tokenFromEmail(user.email)

    expect((await download({}, token)).statusCode).toBe(401)
    const notTheirs = await download(stranger.headers, token)
    expect(notTheirs.statusCode).toBe(410)
    expect(notTheirs.json().code).toBe('data_export_link_invalid')
    expect((await download(headers, `${token}x`)).statusCode).toBe(410)
    const company = await createCompany(ctx.app.db)
    expect((await download(bearer(await signIn(ctx, company.admin.email)), token)).statusCode).toBe(403)
    expect((await download(headers, token)).statusCode).toBe(200)

    // 24 hours later.
    await ctx.app.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, asked.body.data.id))
    const expired = await download({ ...headers, 'accept-language': 'pt' }, token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().message).toContain('expirou')
    const list = await request<{ data: DataExport[] }>(ctx, { method: 'GET', url: '/api/talent/dataExports', headers })
    expect(list.body.data[0]!.status).toBe('expired')
    // The expired archive's file leaves storage.
    await ctx.app.dataExport.removeExpiredFiles(user.id)
    const [row] = await ctx.app.db.select().from(dataExports).where(eq(dataExports.id, asked.body.data.id))
    expect(row!.fileKey).toBeNull()
  })

  it(`allows ${DATA_EXPORTS_PER_DAY} requests a day`, async () => {
    const { headers } = await talent()
    for (let index = 0; index < DATA_EXPORTS_PER_DAY; index += 1) {
      const asked = await ask(headers)
      expect(asked.status).toBe(202)
      await ctx.app.dataExport.build(asked.body.data.id)
    }
    const refused = await ask(headers)
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('data_export_daily_limit')
    expect(refused.body.message).toBe(
      `You can ask for your data ${DATA_EXPORTS_PER_DAY} times a day. Please try again tomorrow.`,
    )
  })

  it('is for talents only', async () => {
    const company = await createCompany(ctx.app.db)
    expect((await ask(bearer(await signIn(ctx, company.admin.email)))).status).toBe(403)
    expect((await ask({})).status).toBe(401)
  })
})
