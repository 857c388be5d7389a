import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { ChangeFeed } from '../../lib/change-feed'
import type { SessionStore } from '../../plugins/session'
import {
  auditEvents,
  companies,
  externalIdentities,
  sessions,
  totpRecoveryCodes,
  users,
  userTokens,
} from '../../db/schema/index'

export type UserRow = typeof users.$inferSelect
export type TokenPurpose = (typeof userTokens.$inferInsert)['purpose']

/** Queries for users, their tokens and sessions. Only this file touches those tables for accounts. */
export class AccountsRepository {
  constructor(
    private readonly db: Executor,
    /** The session lookups' memory, cleared of a user's sessions when they are revoked. */
    private readonly sessionStore?: Pick<SessionStore, 'forgetUser'>,
    /** Tells other server instances, when the revoking transaction commits (decision 008). */
    private readonly changes?: ChangeFeed,
  ) {}

  /** By main e-mail, case-insensitively; deleted accounts are never found. */
  async findUserByEmail(email: string, executor: Executor = this.db): Promise<UserRow | undefined> {
    const [user] = await executor
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.status, 'deleted')))
    return user
  }

  async findUserBySecondaryEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.secondaryEmail}) = ${email.toLowerCase()}`, ne(users.status, 'deleted')))
    return user
  }

  async findUserById(id: number, executor: Executor = this.db): Promise<UserRow | undefined> {
    const [user] = await executor.select().from(users).where(eq(users.id, id))
    return user
  }

  async findCompany(id: number) {
    const [company] = await this.db.select().from(companies).where(eq(companies.id, id))
    return company
  }

  async createCompany(executor: Executor, values: typeof companies.$inferInsert) {
    const [company] = await executor.insert(companies).values(values).returning()
    return company!
  }

  async createUser(executor: Executor, values: typeof users.$inferInsert) {
    const [user] = await executor.insert(users).values(values).returning()
    return user!
  }

  async updateUser(executor: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
    const [user] = await executor.update(users).set(values).where(eq(users.id, id)).returning()
    return user!
  }

  /** Counts one more failed sign-in atomically and returns the new count. */
  async incrementFailedSignIns(id: number): Promise<number> {
    const [row] = await this.db
      .update(users)
      .set({ failedSignInCount: sql`${users.failedSignInCount} + 1` })
      .where(eq(users.id, id))
      .returning({ count: users.failedSignInCount })
    return row!.count
  }

  async createToken(
    executor: Executor,
    values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; newEmail?: string },
  ) {
    // A new link replaces the earlier ones of the same kind.
    await executor
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(userTokens.userId, values.userId), eq(userTokens.purpose, values.purpose), isNull(userTokens.usedAt)),
      )
    await executor.insert(userTokens).values(values)
  }

  /** An unused, unexpired token of a purpose; locked for update so it can be used only once. */
  async findUsableToken(executor: Executor, purpose: TokenPurpose, tokenHash: string) {
    const [token] = await executor
      .select()
      .from(userTokens)
      .where(
        and(
          eq(userTokens.tokenHash, tokenHash),
          eq(userTokens.purpose, purpose),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, sql`now()`),
        ),
      )
      .for('update')
    return token
  }

  async markTokenUsed(executor: Executor, id: number) {
    await executor.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.id, id))
  }

  /**
   * Ends every session of a user, or all but one. Every way sessions end (sign-out aside: SessionStore.revoke) comes
   * here: password change and reset, two-step changes, a lock, account deletion, an admin's removal.
   */
  async revokeSessions(executor: Executor, userId: number, exceptSessionId?: number) {
    this.sessionStore?.forgetUser(userId)
    await this.changes?.announce(executor, { kind: 'user', id: userId })
    await executor
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      )
  }

  /** The user's sessions still in force (not ended, not expired, within the maximum age), last used first. */
  async listActiveSessions(userId: number, maxDays: number) {
    return this.db
      .select({
        id: sessions.id,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          gt(sessions.createdAt, new Date(Date.now() - maxDays * 86_400_000)),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
  }

  /**
   * Ends one of the user's own sessions; false when it is not theirs or already ended. Every instance forgets the
   * user's remembered sessions when the change commits, as revokeSessions does.
   */
  async revokeOwnSession(userId: number, sessionId: number) {
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
      if (ended.length === 0) return false
      this.sessionStore?.forgetUser(userId)
      await this.changes?.announce(tx, { kind: 'user', id: userId })
      return true
    })
  }

  async countOtherCompanyUsers(companyId: number, userId: number) {
    const [row] = await this.db
      .select({ count: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), ne(users.id, userId), ne(users.status, 'deleted')))
    return row!.count
  }

  async listIdentities(userId: number) {
    return this.db
      .select({
        provider: externalIdentities.provider,
        email: externalIdentities.email,
        connectedAt: externalIdentities.createdAt,
      })
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, userId))
  }

  /** Removes what identifies a person; the row stays so audit events and history keep their reference. */
  async anonymize(executor: Executor, userId: number) {
    await executor.delete(externalIdentities).where(eq(externalIdentities.userId, userId))
    await executor.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId))
    await executor
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)))
    await executor
      .update(users)
      .set({
        email: `deleted-user-${userId}@deleted.invalid`,
        secondaryEmail: null,
        passwordHash: null,
        firstName: '',
        lastName: '',
        jobTitle: null,
        phone: null,
        totpSecret: null,
        totpEnabledAt: null,
        dataSharingConsent: false,
        marketingConsent: false,
        topTalentOptIn: false,
        status: 'deleted',
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId))
  }

  async listAuditEvents(userId: number, limit: number) {
    return this.db
      .select({
        event: auditEvents.event,
        ip: auditEvents.ip,
        userAgent: auditEvents.userAgent,
        createdAt: auditEvents.createdAt,
      })
      .from(auditEvents)
      .where(eq(auditEvents.userId, userId))
      .orderBy(desc(auditEvents.id))
      .limit(limit)
  }
}
