import type { FastifyRequest } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'
import type { Database, Executor } from '../../db/client'
import { totpRecoveryCodes, users } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { verifyPassword } from '../../lib/passwords'
import { hashToken } from '../../lib/tokens'
import type { AccountsRepository, UserRow } from './accounts.repository'
import { randomBytes } from 'node:crypto'

const ISSUER = 'Sentinela'
const RECOVERY_CODE_COUNT = 10
/** One 30-second step either side absorbs clock drift between phone and server. */
const TOTP_WINDOW = 1

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
      qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }),
    }
  }

  /** Confirms set-up with a current code and hands out the recovery codes, shown once. */
  async enable(context: Context, userId: number, code: string) {
    const user = await this.accounts.findUserById(userId)
    if (!user?.totpSecret || user.totpEnabledAt) throw new AppError(ErrorCode.CONFLICT)
    if (!isCurrentCode(user.email, user.totpSecret, code)) {
      throw new AppError(ErrorCode.TOTP_INVALID, { issues: [{ path: 'code', code: 'totp_invalid', params: {} }] })
    }
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(5).toString('hex')))
    await this.db.transaction(async (tx) => {
      await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId))
      await tx.insert(totpRecoveryCodes).values(codes.map((recovery) => ({ userId, codeHash: hashRecovery(recovery) })))
      await tx.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, userId))
      await recordAudit(tx, context, 'two_step_enabled', userId)
    })
    return { recoveryCodes: codes }
  }

  /** Turning it off needs the password again; provider-only accounts have none, and their session is the proof. */
  async disableWithPassword(context: Context, userId: number, password: string) {
    const user = await this.accounts.findUserById(userId)
    const confirmed = user && (user.passwordHash === null || (await verifyPassword(user.passwordHash, password)))
    if (!confirmed) {
      throw new AppError(ErrorCode.CURRENT_PASSWORD_INVALID, {
        issues: [{ path: 'password', code: 'current_password_invalid', params: {} }],
      })
    }
    await this.db.transaction(async (tx) => {
      await this.disable(tx, userId)
      await recordAudit(tx, context, 'two_step_disabled', userId)
    })
  }

  async disable(executor: Executor, userId: number) {
    await executor.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId))
    await executor.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.id, userId))
  }

  /** A 6-digit code from the app, or an unused recovery code (used up on success). */
  async verifySignInCode(context: Context, user: UserRow, code: string): Promise<boolean> {
    const compact = code.replace(/[\s-]/g, '')
    if (/^\d{6}$/.test(compact)) return !!user.totpSecret && isCurrentCode(user.email, user.totpSecret, compact)

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
  return new OTPAuth.TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret })
}

function isCurrentCode(email: string, secret: string, code: string) {
  return totpFor(email, secret).validate({ token: code.replace(/\s/g, ''), window: TOTP_WINDOW }) !== null
}

/** Recovery codes read as xxxxx-xxxxx; they are compared without the dash and case-insensitively. */
function formatRecoveryCode(hex: string) {
  return `${hex.slice(0, 5)}-${hex.slice(5)}`
}

function hashRecovery(code: string) {
  return hashToken(code.replace(/[\s-]/g, '').toLowerCase())
}
