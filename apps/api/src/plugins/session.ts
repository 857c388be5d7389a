import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { sessions, users } from '../db/schema/index'
import { AppError, ErrorCode } from '../lib/app-error'
import type { Heard } from '../lib/change-feed'
import { generateToken, hashToken, safeEqual } from '../lib/tokens'

export const SESSION_COOKIE = 'sentinela_session'
/** Readable by page scripts on purpose: the web app echoes it in X-CSRF-Token (double submit). */
export const CSRF_COOKIE = 'sentinela_csrf'
export const CSRF_HEADER = 'x-csrf-token'
/**
 * On a site served over https (APP_URL) both cookies carry the __Host- prefix, which browsers accept only from a
 * secure origin with Secure, Path=/ and no Domain: no other host or plain-http page can set or shadow them.
 */
export const SECURE_COOKIE_PREFIX = '__Host-'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000

declare module 'fastify' {
  interface FastifyRequest {
    session: { id: number } | null
  }
  interface FastifyInstance {
    sessionStore: SessionStore
    /** The session and CSRF cookie names on this site (prefixed when APP_URL is https). */
    sessionCookies: { session: string; csrf: string }
    /** Sets request.user and request.session from the bearer token or the session cookie, when they are valid. */
    resolveSession(request: FastifyRequest): Promise<void>
    startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string>
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
}

/**
 * Sessions (PRODUCT.md): an opaque token, stored hashed. Browsers carry it in an httpOnly SameSite cookie, API
 * clients in `Authorization: Bearer`. A cookie-authenticated change must echo the CSRF cookie in X-CSRF-Token.
 */
export default fp(
  async (app) => {
    app.decorateRequest('session', null)

    // A site whose public address is https gets Secure cookies even when a proxy in front forwards plain http and
    // TRUST_PROXY is off (request.protocol then reads http).
    const secureSite = app.config.APP_URL.startsWith('https://')
    const names = {
      session: `${secureSite ? SECURE_COOKIE_PREFIX : ''}${SESSION_COOKIE}`,
      csrf: `${secureSite ? SECURE_COOKIE_PREFIX : ''}${CSRF_COOKIE}`,
    }
    app.decorate('sessionCookies', names)
    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      sameSite: 'lax' as const,
      secure: secureSite || request.protocol === 'https',
    })
    const maxAge = app.config.SESSION_TTL_DAYS * 24 * 3600

    const store = new SessionStore(app.db, app.config.SESSION_TTL_DAYS, app.config.SESSION_MAX_DAYS)
    app.decorate('sessionStore', store)
    // Sessions revoked on another instance: forgotten here when its transaction commits (PostgreSQL), and within
    // SESSION_CACHE_MS whatever happens.
    app.changes.subscribe((heard) => store.hear(heard))

    // Called by the access plugin on each route, after the rate limiter: a refused request never costs a lookup.
    app.decorate('resolveSession', async (request: FastifyRequest) => {
      const authorization = request.headers.authorization
      const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined
      const token = bearer || request.cookies[names.session]
      if (!token) return

      const row = await app.sessionStore.find(hashToken(token))
      if (!row) return

      if (!bearer && UNSAFE_METHODS.has(request.method)) {
        const header = request.headers[CSRF_HEADER]
        if (typeof header !== 'string' || !safeEqual(hashToken(header), row.csrfTokenHash)) {
          throw new AppError(ErrorCode.CSRF_INVALID)
        }
      }

      request.user = {
        id: row.userId,
        role: row.role,
        companyId: row.companyId,
        isMainAdmin: row.isMainAdmin,
        twoStepEnabled: row.twoStepEnabled,
      }
      request.session = { id: row.sessionId }
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await app.sessionStore.touch(row.sessionId)
    })

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
      // Signing in again replaces the session the request came with: the old token stops working (ASVS V7.2.4).
      if (request.session) await app.sessionStore.revoke(request.session.id)
      const token = generateToken()
      const csrfToken = generateToken()
      await app.db.insert(sessions).values({
        userId,
        tokenHash: hashToken(token),
        csrfTokenHash: hashToken(csrfToken),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        expiresAt: expiry(app.config.SESSION_TTL_DAYS),
      })
      reply.setCookie(names.session, token, { ...cookieOptions(request), maxAge, httpOnly: true })
      reply.setCookie(names.csrf, csrfToken, { ...cookieOptions(request), maxAge, httpOnly: false })
      return token
    })

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.session) await app.sessionStore.revoke(request.session.id)
      // Cleared with the attributes they were set with: browsers ignore a __Host- cookie without Secure.
      reply.clearCookie(names.session, cookieOptions(request))
      reply.clearCookie(names.csrf, cookieOptions(request))
    })
  },
  { name: 'session', dependencies: ['errors'] },
)

/**
 * How long a session looked up in the database is trusted from memory. Revoking it clears it here at once (see
 * SessionStore.forgetUser); any other server instance, which cannot be told, stops trusting it within this time
 * (issue #13: a revoked session stops working within one second everywhere; decision 008).
 */
export const SESSION_CACHE_MS = 1_000
/**
 * After a user's sessions are revoked inside a transaction, lookups of that user skip the cache this long, so a
 * lookup that ran before the transaction committed cannot keep the revoked session alive from memory.
 */
const REVOCATION_HOLD_MS = 30_000
/** The cache never holds more sessions than this (each entry lives one second anyway). */
const CACHE_MAX_ENTRIES = 10_000

/** A live session with what the access checks need of its user. */
export interface SessionRow {
  sessionId: number
  csrfTokenHash: string
  lastSeenAt: Date
  userId: number
  role: 'talent' | 'company' | 'operator'
  companyId: number | null
  isMainAdmin: boolean
  twoStepEnabled: boolean
}

/**
 * Where sessions are looked up and kept alive. Most requests are answered from a one-second memory of recent lookups,
 * keyed by the token's hash; every code path that ends sessions clears what it ends (revoke, forgetUser).
 */
export class SessionStore {
  private readonly cache = new Map<string, { row: SessionRow; until: number }>()
  /** Users whose sessions were just revoked, until when their lookups bypass the cache. */
  private readonly held = new Map<number, number>()
  /** Grows with every revocation: a lookup that started before one is not remembered. */
  private generation = 0

  constructor(
    private readonly db: Database,
    private readonly ttlDays: number,
    /** Absolute lifetime: however often it is used, a session ends this many days after sign-in (ASVS V7.3.2). */
    private readonly maxDays: number = 90,
  ) {}

  /** The live session with this token hash and its active user, if any: from memory when looked up < 1 s ago. */
  async find(tokenHash: string): Promise<SessionRow | undefined> {
    const cached = this.cache.get(tokenHash)
    if (cached && cached.until > Date.now()) return cached.row
    if (cached) this.cache.delete(tokenHash)
    const generation = this.generation
    const row = await this.lookup(tokenHash)
    const now = Date.now()
    if (row && generation === this.generation && !((this.held.get(row.userId) ?? 0) > now)) {
      if (this.cache.size >= CACHE_MAX_ENTRIES) this.prune(now)
      this.cache.set(tokenHash, { row, until: now + SESSION_CACHE_MS })
    }
    return row
  }

  private async lookup(tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        csrfTokenHash: sessions.csrfTokenHash,
        lastSeenAt: sessions.lastSeenAt,
        userId: users.id,
        role: users.role,
        companyId: users.companyId,
        isMainAdmin: users.isMainAdmin,
        twoStepEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.createdAt, new Date(Date.now() - this.maxDays * 24 * 3600 * 1000)),
          eq(users.status, 'active'),
        ),
      )
    return row
  }

  /** Ends one session: its token is refused from now on, by this instance at once. */
  async revoke(sessionId: number) {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId))
    this.forget((row) => row.sessionId === sessionId)
  }

  /**
   * Forgets every remembered session of a user whose sessions are being revoked or whose account changes (called by
   * AccountsRepository.revokeSessions, inside the revoking transaction): the next request asks the database.
   */
  forgetUser(userId: number) {
    const now = Date.now()
    for (const [id, until] of this.held) if (until <= now) this.held.delete(id)
    this.held.set(userId, now + REVOCATION_HOLD_MS)
    this.forget((row) => row.userId === userId)
  }

  /** What a ChangeFeed listener does: another instance revoked a user's sessions, or changes may have been missed. */
  hear(heard: Heard) {
    if (heard === 'all') this.forget(() => true)
    else if (heard.kind === 'user') this.forget((row) => row.userId === heard.id)
  }

  private forget(matches: (row: SessionRow) => boolean) {
    this.generation += 1
    for (const [tokenHash, entry] of this.cache) if (matches(entry.row)) this.cache.delete(tokenHash)
  }

  private prune(now: number) {
    for (const [tokenHash, entry] of this.cache) if (entry.until <= now) this.cache.delete(tokenHash)
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear()
  }

  /** Sliding expiry: the session lasts SESSION_TTL_DAYS from its last use. */
  async touch(sessionId: number) {
    const now = new Date()
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: expiry(this.ttlDays) })
      .where(eq(sessions.id, sessionId))
    // The remembered copy too, so the next requests within the second do not touch it again.
    for (const entry of this.cache.values()) if (entry.row.sessionId === sessionId) entry.row.lastSeenAt = now
  }
}

function expiry(days: number) {
  return new Date(Date.now() + days * 24 * 3600 * 1000)
}
