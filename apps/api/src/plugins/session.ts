import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { sessions, users } from '../db/schema/index'
import { AppError, ErrorCode } from '../lib/app-error'
import { generateToken, hashToken, safeEqual } from '../lib/tokens'

export const SESSION_COOKIE = 'sentinela_session'
/** Readable by page scripts on purpose: the web app echoes it in X-CSRF-Token (double submit). */
export const CSRF_COOKIE = 'sentinela_csrf'
export const CSRF_HEADER = 'x-csrf-token'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000

declare module 'fastify' {
  interface FastifyRequest {
    session: { id: number } | null
  }
  interface FastifyInstance {
    sessionStore: SessionStore
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

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      sameSite: 'lax' as const,
      secure: request.protocol === 'https',
      maxAge: app.config.SESSION_TTL_DAYS * 24 * 3600,
    })

    const store = new SessionStore(app.db, app.config.SESSION_TTL_DAYS)
    app.decorate('sessionStore', store)

    // Called by the access plugin on each route, after the rate limiter: a refused request never costs a lookup.
    app.decorate('resolveSession', async (request: FastifyRequest) => {
      const authorization = request.headers.authorization
      const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined
      const token = bearer || request.cookies[SESSION_COOKIE]
      if (!token) return

      const row = await app.sessionStore.find(hashToken(token))
      if (!row) return

      if (!bearer && UNSAFE_METHODS.has(request.method)) {
        const header = request.headers[CSRF_HEADER]
        if (typeof header !== 'string' || !safeEqual(hashToken(header), row.csrfTokenHash)) {
          throw new AppError(ErrorCode.CSRF_INVALID)
        }
      }

      request.user = { id: row.userId, role: row.role, companyId: row.companyId, isMainAdmin: row.isMainAdmin }
      request.session = { id: row.sessionId }
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await app.sessionStore.touch(row.sessionId)
    })

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
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
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), httpOnly: true })
      reply.setCookie(CSRF_COOKIE, csrfToken, { ...cookieOptions(request), httpOnly: false })
      return token
    })

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.session) {
        await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, request.session.id))
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      reply.clearCookie(CSRF_COOKIE, { path: '/' })
    })
  },
  { name: 'session', dependencies: ['errors'] },
)

/** Where sessions are looked up and kept alive (one place, so a cache or another store can stand in). */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly ttlDays: number,
  ) {}

  /** The live session with this token hash and its active user, if any. */
  async find(tokenHash: string) {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        csrfTokenHash: sessions.csrfTokenHash,
        lastSeenAt: sessions.lastSeenAt,
        userId: users.id,
        role: users.role,
        companyId: users.companyId,
        isMainAdmin: users.isMainAdmin,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          eq(users.status, 'active'),
        ),
      )
    return row
  }

  /** Sliding expiry: the session lasts SESSION_TTL_DAYS from its last use. */
  async touch(sessionId: number) {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: expiry(this.ttlDays) })
      .where(eq(sessions.id, sessionId))
  }
}

function expiry(days: number) {
  return new Date(Date.now() + days * 24 * 3600 * 1000)
}
