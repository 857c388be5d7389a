import { randomBytes } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import { z } from 'zod'

// Empty strings count as unset, so `PORT=` in a shell or .env falls back to the default (create-t3-app).
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema)

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

/** Every setting the server reads. `.env.example` documents each one. */
export const ConfigSchema = z.object({
  /**
   * Interface the HTTP server binds to. Loopback by default, so a development server (and its e-mail outbox) is not
   * reachable from the network; set 0.0.0.0 (or an address) to serve others, with SMTP_URL set.
   */
  HOST: optional(z.string().default('127.0.0.1')),
  /** development or production; the development outbox never runs in production. */
  NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
  /**
   * A production start refuses unsafe settings (unsafeProductionSettings below). `false` lets it start with them all
   * the same, warning of each: only for benchmarks of production behaviour on one machine, never for a real server.
   */
  PRODUCTION_CHECKS: optional(booleanFlag.default(true)),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For (Fastify's trustProxy). Off by default: the
   * socket's address is the client's. `true` trusts any proxy (only behind one that overwrites the header), a number
   * trusts that many hops, or a comma-separated list of proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .refine((value) => parseTrustProxy(value) !== undefined, 'expected true, false, a hop count or addresses')
      .transform((value) => parseTrustProxy(value) as TrustProxy)
      .default(false),
  ),
  /** Port for web and API together (README: http://localhost:3000). */
  PORT: optional(z.coerce.number().int().min(1).max(65535).default(3000)),
  /** A PostgreSQL URL; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Folder for the embedded database and uploaded files. */
  DATA_DIR: optional(z.string().default('.data')),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** Human-readable logs instead of JSON lines. */
  LOG_PRETTY: optional(booleanFlag.default(false)),
  /** Seed demo data at start (npm start sets it on the embedded database; never in production). */
  SEED_DEMO: optional(booleanFlag.default(false)),
  /** Folder of the built web app to serve; unset serves the API only. */
  WEB_DIST_DIR: optional(z.string().optional()),
  /** Requests per minute a single client may make before 429. */
  RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).default(600)),
  /** Demo companies may post this many jobs (§4, §9). */
  DEMO_JOB_POST_LIMIT: optional(z.coerce.number().int().min(0).default(3)),
  /** Days before a password expires; 0 turns expiry off (PRODUCT.md). */
  PASSWORD_MAX_AGE_DAYS: optional(z.coerce.number().int().min(0).default(365)),
  /**
   * Public address of the web app, used in e-mailed links. Unset: the address the server listens on. An https address
   * makes the session cookies Secure and __Host- prefixed, whatever the protocol a proxy in front forwards.
   */
  APP_URL: optional(z.url().optional()),
  /** SMTP server for e-mail, e.g. smtp://user:pass@smtp.example.com:587. Unset: e-mails go to the local outbox. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ }).optional()),
  /** Sender of every e-mail. */
  MAIL_FROM: optional(z.string().default('Sentinela <no-reply@sentinela.example.com>')),
  /** List e-mails of the local outbox at /api/dev/outbox (development only; npm start turns it on). */
  DEV_OUTBOX: optional(booleanFlag.default(false)),
  /**
   * The outbox's key, asked of every request (header X-Outbox-Key). Unset: a new random key at each start, printed in
   * the server log with the outbox's address. Tests set one so their client can read the outbox.
   */
  DEV_OUTBOX_KEY: optional(z.string().min(24, 'at least 24 characters').optional()),
  /** Days a session lasts without use. */
  SESSION_TTL_DAYS: optional(z.coerce.number().int().min(1).max(365).default(30)),
  /** Days a session lasts at most, however often it is used: then its user signs in again (ASVS V7.3.2). */
  SESSION_MAX_DAYS: optional(z.coerce.number().int().min(1).max(365).default(90)),
  /** Sign-in attempts per minute from one IP address. */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).default(20)),
  /** Narrations per client per minute: each one is a call to the configured model, paid by the platform (#18). */
  AI_NARRATION_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).default(20)),
  /** Résumés (PDF or JSON Resume) and imports per client per minute: each one builds a file on the server (#20). */
  RESUME_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).default(30)),
  /** Messages one user may send per hour through "contact talent" and "contact company" (no spam by e-mail). */
  CONTACT_RATE_LIMIT_PER_HOUR: optional(z.coerce.number().int().min(1).default(30)),
  /** Run background jobs (e-mail) in this process. */
  RUN_WORKERS: optional(booleanFlag.default(true)),
  /** Google sign-in through OpenID Connect; the button shows only when the client id and secret are set. */
  GOOGLE_ISSUER: optional(z.url().default('https://accounts.google.com')),
  GOOGLE_CLIENT_ID: optional(z.string().optional()),
  GOOGLE_CLIENT_SECRET: optional(z.string().optional()),
  /** Company single sign-on through any OpenID Connect provider (/sso). */
  SSO_ISSUER: optional(z.url().optional()),
  SSO_CLIENT_ID: optional(z.string().optional()),
  SSO_CLIENT_SECRET: optional(z.string().optional()),
  /** Signs short-lived cookies (the OpenID Connect state). Unset: a random secret per start. */
  COOKIE_SECRET: optional(z.string().min(32).optional()),
  /** Name of the SSO provider on the sign-in button. */
  SSO_NAME: optional(z.string().default('SSO')),
  /**
   * An OpenAI-compatible chat completions endpoint for "Improve description" (e.g. https://api.openai.com/v1, or a
   * local server). Unset: the built-in rules improve the text, with no external service.
   */
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optional(z.string().optional()),
  AI_MODEL: optional(z.string().default('gpt-4o-mini')),
  AI_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(120_000).default(20_000)),
  /**
   * Redis for state that every server instance must share: the rate-limit counters. Unset: counted in this process's
   * memory (one instance). README "Running on more than one machine".
   */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ }).optional()),
  /** Prefix of every key this instance writes in Redis (several deployments can share one Redis). */
  REDIS_PREFIX: optional(z.string().max(64).default('sentinela:')),
  /**
   * S3-compatible object storage for uploaded files (photos, logos, CVs, covers, proofs). Unset: files live under
   * DATA_DIR/uploads on this machine's disk. S3_ENDPOINT is for other providers than AWS (MinIO, R2, a local fake);
   * S3_FORCE_PATH_STYLE addresses the bucket in the path, as most of them want.
   */
  S3_BUCKET: optional(z.string().min(3).max(63).optional()),
  S3_REGION: optional(z.string().default('us-east-1')),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optional(z.string().optional()),
  S3_SECRET_ACCESS_KEY: optional(z.string().optional()),
  S3_FORCE_PATH_STYLE: optional(booleanFlag.default(false)),
  /**
   * Stripe for subscriptions (Checkout, signed webhooks). Unset: the built-in demo provider takes payments with
   * Stripe's test card numbers and sends the same signed events through the same webhook, with no network.
   */
  STRIPE_SECRET_KEY: optional(z.string().optional()),
  /** The signing secret of the Stripe webhook endpoint (whsec_…) that points at /api/webhook/checkout. */
  STRIPE_WEBHOOK_SECRET: optional(z.string().optional()),
  /** Another address for Stripe's API (tests run a local fake of it); unset: Stripe's own. */
  STRIPE_API_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  /** Days before a renewal that the main admin is e-mailed about it. */
  BILLING_REMINDER_DAYS: optional(z.coerce.number().int().min(1).max(60).default(7)),
  /**
   * Job alert digests (#20, decision 018): the length of the "day" of a daily alert, in seconds (a weekly alert waits
   * seven of them). 86400 in real use; shorter only to watch digests arrive in a demo or an end-to-end test.
   */
  JOB_ALERT_DAY_SECONDS: optional(z.coerce.number().int().min(1).max(86_400).default(86_400)),
  /**
   * Prometheus metrics (docs/operations-metrics.md), never public. METRICS_TOKEN: `/metrics` on the main port answers
   * a scraper sending `Authorization: Bearer <token>` (and the metrics port asks for it too). Unset: the main port's
   * `/metrics` answers 404.
   */
  METRICS_TOKEN: optional(z.string().min(32, 'at least 32 characters').optional()),
  /** A port of its own serving only GET /metrics, on METRICS_HOST (loopback unless told). Unset: no such listener. */
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: optional(z.string().default('127.0.0.1')),
  /**
   * OpenTelemetry traces (HTTP, database, job queue) sent over OTLP/HTTP to this collector, e.g. http://127.0.0.1:4318
   * (traces go to its /v1/traces). Unset: no tracing SDK is loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/ }).optional()),
  /** The service name on every span. */
  OTEL_SERVICE_NAME: optional(z.string().default('sentinela-api')),
})
export type Config = Readonly<z.infer<typeof ConfigSchema> & { APP_URL: string }>

export type TrustProxy = boolean | number | string[]

const ADDRESS_OR_RANGE = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/[0-9]{1,3})?$/i

/** TRUST_PROXY as Fastify takes it; undefined when the value is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === 'false' || value === '0') return false
  if (value === 'true') return true
  if (/^[0-9]{1,2}$/.test(value)) return Number(value)
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return addresses.length > 0 && addresses.every((entry) => ADDRESS_OR_RANGE.test(entry)) ? addresses : undefined
}

/** Where people reach a server that was not told its public address: the port it listens on, on this host. */
function listeningUrl({ HOST, PORT }: { HOST: string; PORT: number }): string {
  const wildcard = HOST === '0.0.0.0' || HOST === '::' || HOST === '[::]'
  const host = wildcard || isLoopbackHost(HOST) ? 'localhost' : HOST.includes(':') ? `[${HOST}]` : HOST
  return `http://${host}:${PORT}`
}

/** A host name or address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost') return true
  // An address, never a name that merely starts like one (`127.0.0.1.nip.io` resolves wherever its owner wants).
  if (isIPv4(bare)) return bare.startsWith('127.')
  return (
    isIPv6(bare) &&
    (bare === '::1' || (bare.startsWith('::ffff:') && isIPv4(bare.slice(7)) && bare.startsWith('::ffff:127.')))
  )
}

/**
 * The development outbox lists every e-mail, reset and data-export links included: it runs only when asked for, with
 * no SMTP server, outside production, on a server bound to loopback (each request is also checked for a loopback
 * socket, a loopback Host header and the start's key: see outbox.routes.ts).
 */
export function outboxIsServed(config: Config): boolean {
  return config.DEV_OUTBOX && !config.SMTP_URL && config.NODE_ENV !== 'production' && isLoopbackHost(config.HOST)
}

/**
 * What a production start refuses (issue #36), each said in a sentence the operator can act on. Several instances are
 * recognised by what they must share (README "Running on more than one machine"): Redis or S3 storage.
 */
export function unsafeProductionSettings(config: Config, env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const appUrl = new URL(config.APP_URL)
  const several = Boolean(config.REDIS_URL || config.S3_BUCKET)
  if (!config.SMTP_URL)
    problems.push('SMTP_URL is not set: activation, password-reset and alert e-mails would reach nobody.')
  if (!env.APP_URL?.trim() && !isLoopbackHost(config.HOST))
    problems.push(
      `APP_URL is not set while the server listens on ${config.HOST}: e-mailed links would point at ${config.APP_URL}. Set it to the public https:// address.`,
    )
  else if (appUrl.protocol !== 'https:' && !isLoopbackHost(appUrl.hostname))
    problems.push(
      `APP_URL (${config.APP_URL}) is not https://: sign-in cookies and passwords would cross the network in clear.`,
    )
  if (several && !config.COOKIE_SECRET)
    problems.push(
      "COOKIE_SECRET is not set while REDIS_URL or S3_BUCKET says several instances run: each would sign with its own random secret and refuse the others' cookies and links. Set the same 32+ character secret on every instance.",
    )
  if (several && !config.DATABASE_URL)
    problems.push(
      'DATABASE_URL is not set while REDIS_URL or S3_BUCKET says several instances run: the embedded database belongs to one process. Point every instance at one PostgreSQL server.',
    )
  if (config.SEED_DEMO) problems.push('SEED_DEMO is on: demo accounts with a published password would be created.')
  return problems
}

/**
 * Parses settings once. On failure it names every bad variable and why, so the operator can fix them all at once.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const settings = result.data
  return Object.freeze({
    ...settings,
    APP_URL: (settings.APP_URL ?? listeningUrl(settings)).replace(/\/+$/, ''),
    // A key of this start's own, so only who reads the server log (or set the key) can open the outbox.
    DEV_OUTBOX_KEY:
      settings.DEV_OUTBOX_KEY ?? (settings.DEV_OUTBOX ? randomBytes(24).toString('base64url') : undefined),
  })
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}
