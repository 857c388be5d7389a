import type { FastifyRequest } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import type { Database, Executor } from '../../db/client'
import { totpRecoveryCodes, users, userTokens } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { verifyPassword } from '../../lib/passwords'
import { hashToken } from '../../lib/tokens'
import type { AccountsRepository, UserRow } from './accounts.repository'

const ISSUER = 'Sentinela'
const RECOVERY_CODE_COUNT = 10
/** One 30-second step either side absorbs clock drift between phone and server. */
const TOTP_WINDOW = 1
const TOTP_PERIOD_SECONDS = 30
/**
 * 15 random bytes, 24 base32 characters: 120 bits, past the 112 bits under which ASVS V6.5.2 wants lookup secrets
 * stored with a salted password hash, so one SHA-256 per code is enough.
 */
const RECOVERY_CODE_BYTES = 15

type Context = Pick<FastifyRequest, 'ip' | 'headers'>

/**
 * Two-step sign-in with a time-based one-time code (RFC 6238) and one-time recovery codes. Company users handle
 * candidates' personal data, so any user can turn it on from settings.
 */
export class TwoStepService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountsRepository,
  ) {}

  /** Starts (or restarts) set-up: a new secret, not active until a code from it is confirmed. */
  async beginSetup(userId: number) {
    const user = await this.accounts.findUserById(userId)
    if (!user) throw new AppError(ErrorCode.NOT_AUTHENTICATED)
    if (user.totpEnabledAt) throw new AppError(ErrorCode.CONFLICT)
    const secret = new OTPAuth.Secret({ size: 20 })
    await this.accounts.updateUser(this.db, userId, { totpSecret: secret.base32 })
    const uri = totpFor(user.email, secret.base32).toString()
    return {
      secret: secret.base32,
      otpauthUri: uri,
      // Loaded on first use: most servers never draw a QR code.
      qrCodeDataUrl: await (await import('qrcode')).default.toDataURL(uri, { margin: 1, width: 220 }),
    }
  }

  /**
   * Confirms set-up with a current code and hands out the recovery codes, shown once. The user's other sessions end:
   * whoever else held one must now pass the new factor (ASVS V7.4.3).
   */
  async enable(context: Context, userId: number, code: string, sessionId: number) {
    const user = await this.accounts.findUserById(userId)
    if (!user?.totpSecret || user.totpEnabledAt) throw new AppError(ErrorCode.CONFLICT)
    const step = matchingStep(user.email, user.totpSecret, code)
    if (step === undefined || !(await this.spendStep(this.db, userId, step))) {
      throw new AppError(ErrorCode.TOTP_INVALID, { issues: [{ path: 'code', code: 'totp_invalid', params: {} }] })
    }
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
      formatRecoveryCode(new OTPAuth.Secret({ size: RECOVERY_CODE_BYTES }).base32),
    )
    await this.db.transaction(async (tx) => {
      await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId))
      await tx.insert(totpRecoveryCodes).values(codes.map((recovery) => ({ userId, codeHash: hashRecovery(recovery) })))
      await tx.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, userId))
      await this.accounts.revokeSessions(tx, userId, sessionId)
      await recordAudit(tx, context, 'two_step_enabled', userId)
    })
    return { recoveryCodes: codes }
  }

  /**
   * Turning it off needs the password again; provider-only accounts have none, and their session is the proof. The
   * user's other sessions end (ASVS V7.4.3).
   */
  async disableWithPassword(context: Context, userId: number, password: string, sessionId: number) {
    const user = await this.accounts.findUserById(userId)
    const confirmed = user && (user.passwordHash === null || (await verifyPassword(user.passwordHash, password)))
    if (!confirmed) {
      throw new AppError(ErrorCode.CURRENT_PASSWORD_INVALID, {
        issues: [{ path: 'password', code: 'current_password_invalid', params: {} }],
      })
    }
    await this.db.transaction(async (tx) => {
      await this.disable(tx, userId)
      await this.accounts.revokeSessions(tx, userId, sessionId)
      await recordAudit(tx, context, 'two_step_disabled', userId)
    })
  }

  /**
   * Spends a code's time step, so the same code cannot sign in twice (ASVS V6.5.1): the step is kept as a used,
   * single-use token until it can no longer be current. False when it was already spent.
   */
  private async spendStep(executor: Executor, userId: number, step: number): Promise<boolean> {
    const spent = await executor
      .insert(userTokens)
      .values({
        userId,
        purpose: 'totp_step',
        tokenHash: hashToken(`totp:${userId}:${step}`),
        usedAt: new Date(),
        expiresAt: new Date((step + 1 + TOTP_WINDOW) * TOTP_PERIOD_SECONDS * 1000),
      })
      .onConflictDoNothing({ target: userTokens.tokenHash })
      .returning({ id: userTokens.id })
    return spent.length > 0
  }

  async disable(executor: Executor, userId: number) {
    await executor.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId))
    await executor.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.id, userId))
  }

  /** A 6-digit code from the app, not used before, or an unused recovery code (each used up on success). */
  async verifySignInCode(context: Context, user: UserRow, code: string): Promise<boolean> {
    const compact = code.replace(/[\s-]/g, '')
    if (/^\d{6}$/.test(compact)) {
      const step = user.totpSecret ? matchingStep(user.email, user.totpSecret, compact) : undefined
      return step !== undefined && (await this.spendStep(this.db, user.id, step))
    }

    const [recovery] = await this.db
      .select()
      .from(totpRecoveryCodes)
      .where(
        and(
          eq(totpRecoveryCodes.userId, user.id),
          eq(totpRecoveryCodes.codeHash, hashRecovery(code)),
          isNull(totpRecoveryCodes.usedAt),
        ),
      )
    if (!recovery) return false
    await this.db.update(totpRecoveryCodes).set({ usedAt: new Date() }).where(eq(totpRecoveryCodes.id, recovery.id))
    await recordAudit(this.db, context, 'recovery_code_used', user.id)
    return true
  }
}

export function totpFor(email: string, secret: string) {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret,
  })
}

/** The time step a current code belongs to, or undefined when the code is not current. */
function matchingStep(email: string, secret: string, code: string): number | undefined {
  const totp = totpFor(email, secret)
  const delta = totp.validate({ token: code.replace(/\s/g, ''), window: TOTP_WINDOW })
  return delta === null ? undefined : totp.counter() + delta
}

/** Recovery codes read as xxxxxx-xxxxxx-xxxxxx-xxxxxx; they are compared without dashes and case-insensitively. */
function formatRecoveryCode(base32: string) {
  return base32.match(/.{1,6}/g)!.join('-')
}

function hashRecovery(code: string) {
  return hashToken(code.replace(/[\s-]/g, '').toLowerCase())
}
