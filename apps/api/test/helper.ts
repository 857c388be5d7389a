import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { InjectOptions } from 'fastify'
import { buildApp, type App } from '../src/app'
import { parseConfig, type Config } from '../src/config'
import type { DatabaseHandle } from '../src/db/client'
import { openTestDatabase } from './database'

export interface TestContext {
  app: App
  database: DatabaseHandle
}

/**
 * Builds the app on a database of the file's own, once per test file, and closes both after it (fastify/demo's
 * buildApp(t)). Use inside a describe or at the top of a test file: `const ctx = useTestApp()`.
 */
export function useTestApp(
  overrides: Partial<Record<keyof Config, string>> | (() => Partial<Record<keyof Config, string>>) = {},
): TestContext {
  const context = {} as TestContext
  // Uploads and other files of this test file go to a folder of its own.
  const dataDir = mkdtempSync(join(tmpdir(), 'sentinela-api-test-'))
  beforeAll(async () => {
    context.database = await openTestDatabase()
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
      RUN_WORKERS: 'false',
      DATA_DIR: dataDir,
      ...(typeof overrides === 'function' ? overrides() : overrides),
    })
    context.app = await buildApp({ config, database: context.database })
    await context.app.ready()
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return context
}

/** `app.inject` with JSON parsed: `const { status, body } = await request(ctx, { method: 'GET', url })`. */
export async function request<T = unknown>(context: TestContext, options: InjectOptions) {
  const response = await context.app.inject(options)
  const isJson = response.headers['content-type']?.toString().includes('application/json')
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (isJson ? response.json() : response.body) as T,
  }
}

/**
 * A multipart/form-data body with one file (in the `file` field unless told), after any text fields, as browsers
 * send uploads.
 */
export function multipart(
  fileName: string,
  content: Buffer,
  contentType: string,
  options: { fileField?: string; fields?: Record<string, string> } = {},
) {
  const boundary = '----sentinela' + Math.random().toString(16).slice(2)
  const fields = Object.entries(options.fields ?? {}).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const head = Buffer.from(
    `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField ?? 'file'}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  )
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
