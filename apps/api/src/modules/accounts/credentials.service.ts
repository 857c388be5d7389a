import type { Database, Executor } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { generateToken, hashToken } from '../../lib/tokens'
import type { EmailService } from '../email/email.service'
import type { AccountsRepository } from './accounts.repository'
import type { AccountRules, Context } from './accounts.service'

const RESET_MINUTES = 60
const EMAIL_CHANGE_HOURS = 24

/** The password and the e-mail (§5): recovery by e-mailed link, a change by the signed-in user, and confirmations. */
export class CredentialsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountsRepository,
    private readonly emails: EmailService,
    private readonly account: AccountRules,
  ) {}

  /** POST /password/recover: always the same answer; an e-mail goes out only when an account matches (§5). */
  async requestPasswordReset(context: Context, email: string) {
    const main = await this.accounts.findUserByEmail(email)
    // §3: the secondary e-mail recovers the main one.
    const viaSecondary = main ? undefined : await this.accounts.findUserBySecondaryEmail(email)
    const user = main ?? viaSecondary
    if (!user || user.status === 'deleted') return

    const emailIds = await this.db.transaction(async (tx) => {
      const token = await this.createResetToken(tx, user.id)
      await recordAudit(tx, context, 'password_reset_requested', user.id, { viaSecondaryEmail: !!viaSecondary })
      return [
        await this.emails.enqueue(tx, {
          userId: user.id,
          to: viaSecondary ? viaSecondary.secondaryEmail! : user.email,
          language: user.language,
          template: viaSecondary ? 'email_recovery' : 'password_reset',
          content: {
            firstName: user.firstName,
            actionUrl: this.emails.link('/auth/reset/', { token }),
            params: { minutes: RESET_MINUTES, email: user.email },
          },
        }),
      ]
    })
    await this.emails.dispatch(emailIds)
  }

  /** POST /password/reset: a new password, the account unblocked, every session ended. */
  async resetPassword(context: Context, token: string, password: string) {
    const passwordHash = await hashPassword(password)
    await this.db.transaction(async (tx) => {
      const row = await this.accounts.findUsableToken(tx, 'password_reset', hashToken(token))
      if (!row) throw new AppError(ErrorCode.TOKEN_INVALID)
      await this.accounts.markTokenUsed(tx, row.id)
      const user = await this.accounts.findUserById(row.userId, tx)
      await this.accounts.updateUser(tx, row.userId, {
        passwordHash,
        passwordChangedAt: new Date(),
        failedSignInCount: 0,
        lockedAt: null,
        // Following an e-mailed link proves the address, so a pending account becomes active too.
        ...(user?.status === 'pending' ? { status: 'active' as const, activatedAt: new Date() } : {}),
      })
      await this.accounts.revokeSessions(tx, row.userId)
      await recordAudit(tx, context, 'password_reset', row.userId)
    })
  }

  /** users/reset/password: the signed-in user changes the password; other sessions end. */
  async changePassword(context: Context, userId: number, sessionId: number, currentPassword: string, password: string) {
    const user = await this.account.getUser(userId)
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError(ErrorCode.CURRENT_PASSWORD_INVALID, {
        issues: [{ path: 'currentPassword', code: 'current_password_invalid', params: {} }],
      })
    }
    const passwordHash = await hashPassword(password)
    await this.db.transaction(async (tx) => {
      await this.accounts.updateUser(tx, userId, { passwordHash, passwordChangedAt: new Date() })
      await this.accounts.revokeSessions(tx, userId, sessionId)
      await recordAudit(tx, context, 'password_changed', userId)
    })
  }

  /** users/reset/email: a link to the new address confirms the change; the old address is told (§5). */
  async requestEmailChange(context: Context, userId: number, newEmail: string, currentPassword: string) {
    const user = await this.account.getUser(userId)
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError(ErrorCode.CURRENT_PASSWORD_INVALID, {
        issues: [{ path: 'currentPassword', code: 'current_password_invalid', params: {} }],
      })
    }
    await this.account.assertEmailCanRegister(newEmail, 'newEmail')
    const token = generateToken()
    const emailIds = await this.db.transaction(async (tx) => {
      await this.accounts.createToken(tx, {
        userId,
        purpose: 'email_change',
        tokenHash: hashToken(token),
        newEmail,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600_000),
      })
      await recordAudit(tx, context, 'email_change_requested', userId, { newEmail })
      const content = { firstName: user.firstName, params: { email: newEmail, hours: EMAIL_CHANGE_HOURS } }
      return [
        await this.emails.enqueue(tx, {
          userId,
          to: newEmail,
          language: user.language,
          template: 'email_change_confirm',
          content: { ...content, actionUrl: this.emails.link('/change/', { token }) },
        }),
        await this.emails.enqueue(tx, {
          userId,
          to: user.email,
          language: user.language,
          template: 'email_change_notice',
          content,
        }),
      ]
    })
    await this.emails.dispatch(emailIds)
    return { pendingEmail: newEmail }
  }

  /** POST /users/confirm/change/email: applies a confirmed e-mail change. */
  async confirmEmailChange(context: Context, token: string) {
    const result = await this.db.transaction(async (tx) => {
      const row = await this.accounts.findUsableToken(tx, 'email_change', hashToken(token))
      if (!row?.newEmail) throw new AppError(ErrorCode.TOKEN_INVALID)
      const taken = await this.accounts.findUserByEmail(row.newEmail, tx)
      if (taken) throw new AppError(ErrorCode.EMAIL_ALREADY_REGISTERED)
      await this.accounts.markTokenUsed(tx, row.id)
      const user = await this.accounts.updateUser(tx, row.userId, { email: row.newEmail })
      await recordAudit(tx, context, 'email_changed', row.userId, { newEmail: row.newEmail })
      const emailId = await this.emails.enqueue(tx, {
        userId: user.id,
        to: user.email,
        language: user.language,
        template: 'email_changed',
        content: { firstName: user.firstName, params: { email: user.email } },
      })
      return { email: user.email, emailId }
    })
    await this.emails.dispatch([result.emailId])
    return { email: result.email }
  }

  /**
   * Stores a password reset token valid RESET_MINUTES and returns it: e-mailed on request or when sign-in failures
   * lock the account, handed over when the password expired (§4).
   */
  async createResetToken(executor: Executor, userId: number) {
    const token = generateToken()
    await this.accounts.createToken(executor, {
      userId,
      purpose: 'password_reset',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
    })
    return token
  }
}
