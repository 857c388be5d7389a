import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { verifyPassword } from '../../lib/passwords'
import type { EmailService } from '../email/email.service'
import type { AccountsRepository, UserRow } from './accounts.repository'
import type { AccountRules, Context, SignedIn } from './accounts.service'
import type { CredentialsService } from './credentials.service'
import type { TwoStepService } from './two-step.service'

/** PRODUCT.md: 5 failed sign-ins in a row block the account until the password is reset. */
export const MAX_FAILED_SIGN_INS = 5

/** Sign-in (§4): the password, the two-step code when on, the lock after repeated failures, an expired password. */
export class AuthenticationService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountsRepository,
    private readonly emails: EmailService,
    private readonly twoStep: TwoStepService,
    private readonly credentials: CredentialsService,
    private readonly account: AccountRules,
  ) {}

  /**
   * POST /authentication/login. The answer never tells whether an e-mail exists: unknown e-mails cost the same
   * password hashing as known ones and get the same message. Consecutive failures block the account (PRODUCT.md).
   */
  async signIn(context: Context, email: string, password: string, totpCode?: string): Promise<SignedIn> {
    const user = await this.accounts.findUserByEmail(email)
    const passwordMatches = await verifyPassword(user?.passwordHash, password)
    if (!user) {
      await recordAudit(this.db, context, 'sign_in_failed', null, { reason: 'unknown_email' })
      throw new AppError(ErrorCode.EMAIL_OR_PASSWORD_INVALID)
    }
    if (user.lockedAt) {
      // Until the right password is given, a locked account answers exactly like an unknown e-mail or a wrong
      // password: the lock tells an attacker nothing. The owner learned of it by e-mail, with the reset link.
      if (!passwordMatches) {
        await recordAudit(this.db, context, 'sign_in_failed', user.id, { reason: 'locked' })
        throw new AppError(ErrorCode.EMAIL_OR_PASSWORD_INVALID)
      }
      throw new AppError(ErrorCode.ACCOUNT_BLOCKED)
    }
    if (!passwordMatches) await this.failSignIn(context, user, 'wrong_password')

    if (user.totpEnabledAt) {
      if (!totpCode) throw new AppError(ErrorCode.TOTP_REQUIRED)
      const codeMatches = await this.twoStep.verifySignInCode(context, user, totpCode)
      if (!codeMatches) await this.failSignIn(context, user, 'wrong_code', ErrorCode.TOTP_INVALID)
    }

    if (user.status === 'pending') throw new AppError(ErrorCode.ACCOUNT_NOT_ACTIVATED)
    if (this.account.isPasswordExpired(user)) {
      // §4: an expired password must be changed. The user proved it is theirs, so hand over a reset token.
      const resetToken = await this.credentials.createResetToken(this.db, user.id)
      throw new AppError(ErrorCode.PASSWORD_EXPIRED, { details: { resetToken } })
    }

    await this.accounts.updateUser(this.db, user.id, { failedSignInCount: 0 })
    await recordAudit(this.db, context, 'sign_in', user.id)
    return this.account.signedIn(user)
  }

  /** Finishes a sign-in through an identity provider: same checks after the password step. */
  async signInLinkedUser(context: Context, user: UserRow, provider: string): Promise<SignedIn> {
    if (user.lockedAt) throw new AppError(ErrorCode.ACCOUNT_BLOCKED)
    await recordAudit(this.db, context, 'sign_in', user.id, { provider })
    return this.account.signedIn(user)
  }

  private async failSignIn(
    context: Context,
    user: UserRow,
    reason: string,
    code: ErrorCode = ErrorCode.EMAIL_OR_PASSWORD_INVALID,
  ): Promise<never> {
    const failures = await this.accounts.incrementFailedSignIns(user.id)
    await recordAudit(this.db, context, 'sign_in_failed', user.id, { reason, failures })
    if (failures < MAX_FAILED_SIGN_INS) throw new AppError(code)

    const emailIds = await this.db.transaction(async (tx) => {
      await this.accounts.updateUser(tx, user.id, { lockedAt: new Date() })
      await this.accounts.revokeSessions(tx, user.id)
      const token = await this.credentials.createResetToken(tx, user.id)
      await recordAudit(tx, context, 'account_locked', user.id, { failures })
      return [
        await this.emails.enqueue(tx, {
          userId: user.id,
          to: user.email,
          language: user.language,
          template: 'account_locked',
          content: {
            firstName: user.firstName,
            actionUrl: this.emails.link('/auth/reset/', { token }),
            params: { attempts: MAX_FAILED_SIGN_INS },
          },
        }),
      ]
    })
    await this.emails.dispatch(emailIds)
    // A wrong password that locks the account looks like any wrong password; a wrong two-step code came with the
    // right password, so its owner is told at once.
    throw new AppError(code === ErrorCode.EMAIL_OR_PASSWORD_INVALID ? code : ErrorCode.ACCOUNT_BLOCKED)
  }
}
