import type { FastifyRequest } from 'fastify'
import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/min'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { RegisterCompany, RegisterTalent } from '@sentinela/shared/schemas/accounts'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { generateToken, hashToken } from '../../lib/tokens'
import type { PlansService } from '../billing/plans.service'
import type { EmailService } from '../email/email.service'
import type { AccountsRepository, UserRow } from './accounts.repository'
import type { TwoStepService } from './two-step.service'

/** PRODUCT.md: 5 failed sign-ins in a row block the account until the password is reset. */
export const MAX_FAILED_SIGN_INS = 5
/** PRODUCT.md: the "expires in N days" warning shows in the last 14 days. */
export const PASSWORD_EXPIRY_WARNING_DAYS = 14
const ACTIVATION_HOURS = 48
const RESET_MINUTES = 60
const EMAIL_CHANGE_HOURS = 24
const DAY_MS = 24 * 3600 * 1000

type Context = Pick<FastifyRequest, 'ip' | 'headers' | 'language'>

export interface SignedIn {
  userId: number
  role: 'talent' | 'company' | 'operator'
  subscriptionName: string | null
  passwordExpiresInDays: number | null
}

/**
 * Accounts: registration, activation, sign-in, recovery, e-mail change, deletion (§2 public screens, §4, §5, §8).
 * Every change that sends an e-mail stores it in the same transaction and hands it to the queue after commit.
 */
export class AccountsService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly accounts: AccountsRepository,
    private readonly emails: EmailService,
    private readonly twoStep: TwoStepService,
    private readonly plans: PlansService,
  ) {}

  /** POST /users: a talent account, pending until the e-mailed link is followed. */
  async registerTalent(context: Context, input: RegisterTalent) {
    await this.assertEmailCanRegister(input.email)
    const language = input.language ?? context.language
    const passwordHash = await hashPassword(input.password)
    const emailIds = await this.db.transaction(async (tx) => {
      const user = await this.accounts.createUser(tx, {
        email: input.email,
        passwordHash,
        passwordChangedAt: new Date(),
        role: 'talent',
        firstName: input.firstName,
        lastName: input.lastName,
        phone: toE164(input.phone, input.phoneCountry),
        language,
        termsAcceptedAt: new Date(),
      })
      await recordAudit(tx, context, 'registered', user.id, { role: 'talent' })
      return [await this.sendActivation(tx, user)]
    })
    await this.emails.dispatch(emailIds)
    return { email: input.email }
  }

  /** POST /companies: the company and its main admin (§6), in one transaction. */
  async registerCompany(context: Context, input: RegisterCompany) {
    await this.assertEmailCanRegister(input.email)
    const language = input.language ?? context.language
    const passwordHash = await hashPassword(input.password)
    const emailIds = await this.db.transaction(async (tx) => {
      const phone = toE164(input.phone, input.phoneCountry)
      // The registration's admin details start the company profile (§3 admin name, job title, phone).
      const company = await this.accounts.createCompany(tx, {
        name: input.companyName,
        adminFirstName: input.firstName,
        adminLastName: input.lastName,
        adminJobTitle: input.jobTitle,
        phone,
        phoneCountry: input.phoneCountry ?? null,
      })
      const user = await this.accounts.createUser(tx, {
        email: input.email,
        passwordHash,
        passwordChangedAt: new Date(),
        role: 'company',
        companyId: company.id,
        isMainAdmin: true,
        firstName: input.firstName,
        lastName: input.lastName,
        jobTitle: input.jobTitle,
        phone,
        language,
        termsAcceptedAt: new Date(),
      })
      await recordAudit(tx, context, 'registered', user.id, { role: 'company', companyId: company.id })
      return [await this.sendActivation(tx, user)]
    })
    await this.emails.dispatch(emailIds)
    return { email: input.email }
  }

  /** POST /users/confirm/{token}: activates the account; the caller then starts a session (§4). */
  async activate(context: Context, token: string): Promise<SignedIn> {
    const user = await this.db.transaction(async (tx) => {
      const row = await this.accounts.findUsableToken(tx, 'activation', hashToken(token))
      if (!row) throw new AppError(ErrorCode.TOKEN_INVALID)
      await this.accounts.markTokenUsed(tx, row.id)
      const activated = await this.accounts.updateUser(tx, row.userId, { status: 'active', activatedAt: new Date() })
      await recordAudit(tx, context, 'activated', activated.id)
      return activated
    })
    return this.signedIn(user)
  }

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
    if (this.isPasswordExpired(user)) {
      // §4: an expired password must be changed. The user proved it is theirs, so hand over a reset token.
      const resetToken = generateToken()
      await this.accounts.createToken(this.db, {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hashToken(resetToken),
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
      })
      throw new AppError(ErrorCode.PASSWORD_EXPIRED, { details: { resetToken } })
    }

    await this.accounts.updateUser(this.db, user.id, { failedSignInCount: 0 })
    await recordAudit(this.db, context, 'sign_in', user.id)
    return this.signedIn(user)
  }

  /** Finishes a sign-in through an identity provider: same checks after the password step. */
  async signInLinkedUser(context: Context, user: UserRow, provider: string): Promise<SignedIn> {
    if (user.lockedAt) throw new AppError(ErrorCode.ACCOUNT_BLOCKED)
    await recordAudit(this.db, context, 'sign_in', user.id, { provider })
    return this.signedIn(user)
  }

  /** POST /password/recover: always the same answer; an e-mail goes out only when an account matches (§5). */
  async requestPasswordReset(context: Context, email: string) {
    const main = await this.accounts.findUserByEmail(email)
    // §3: the secondary e-mail recovers the main one.
    const viaSecondary = main ? undefined : await this.accounts.findUserBySecondaryEmail(email)
    const user = main ?? viaSecondary
    if (!user || user.status === 'deleted') return

    const token = generateToken()
    const emailIds = await this.db.transaction(async (tx) => {
      await this.accounts.createToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
      })
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
    const user = await this.getUser(userId)
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
    const user = await this.getUser(userId)
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError(ErrorCode.CURRENT_PASSWORD_INVALID, {
        issues: [{ path: 'currentPassword', code: 'current_password_invalid', params: {} }],
      })
    }
    await this.assertEmailCanRegister(newEmail, 'newEmail')
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

  /** DELETE /users/user: personal data removed, sessions ended (§5: e-mail and password confirm it). */
  async deleteAccount(context: Context, userId: number, email: string, password: string) {
    const user = await this.getUser(userId)
    const emailMatches = user.email.toLowerCase() === email.toLowerCase()
    // An account that only signs in through a provider has no password: its e-mail is the confirmation.
    const passwordMatches = user.passwordHash === null || (await verifyPassword(user.passwordHash, password))
    if (!emailMatches || !passwordMatches) throw new AppError(ErrorCode.DELETION_NOT_CONFIRMED)
    if (
      user.isMainAdmin &&
      user.companyId &&
      (await this.accounts.countOtherCompanyUsers(user.companyId, userId)) > 0
    ) {
      throw new AppError(ErrorCode.MAIN_ADMIN_HAS_ADMINS)
    }
    const emailId = await this.db.transaction(async (tx) => {
      // The goodbye e-mail is rendered before the address is anonymised.
      const id = await this.emails.enqueue(tx, {
        userId: null,
        to: user.email,
        language: user.language,
        template: 'account_deleted',
        content: { firstName: user.firstName },
      })
      await this.twoStep.disable(tx, userId)
      await this.accounts.revokeSessions(tx, userId)
      await this.accounts.anonymize(tx, userId)
      await recordAudit(tx, context, 'account_deleted', userId)
      return id
    })
    await this.emails.dispatch([emailId])
  }

  /**
   * POST /employees: the main admin creates an admin user with the password they share internally (§6). The account
   * is active at once: the main admin vouches for the address.
   */
  async createAdminUser(
    context: Context,
    companyId: number,
    input: { firstName: string; lastName: string; jobTitle: string; email: string; password: string },
  ) {
    await this.assertEmailCanRegister(input.email)
    const passwordHash = await hashPassword(input.password)
    return this.db.transaction(async (tx) => {
      // #16 platform users (the company's row locked: two additions at once count one after the other).
      await this.plans.assertUserRoom(tx, companyId)
      const user = await this.accounts.createUser(tx, {
        email: input.email,
        passwordHash,
        passwordChangedAt: new Date(),
        role: 'company',
        companyId,
        isMainAdmin: false,
        firstName: input.firstName,
        lastName: input.lastName,
        jobTitle: input.jobTitle,
        language: context.language,
        status: 'active',
        activatedAt: new Date(),
      })
      await recordAudit(tx, context, 'admin_user_created', user.id, { companyId })
      return user
    })
  }

  /** DELETE /employees/{id}: the main admin removes an admin user of their company; their sessions end at once. */
  async removeAdminUser(context: Context, companyId: number, userId: number) {
    const user = await this.accounts.findUserById(userId)
    if (!user || user.companyId !== companyId || user.status === 'deleted') throw new AppError(ErrorCode.NOT_FOUND)
    if (user.isMainAdmin) throw new AppError(ErrorCode.FORBIDDEN)
    await this.db.transaction(async (tx) => {
      await this.twoStep.disable(tx, userId)
      await this.accounts.revokeSessions(tx, userId)
      await this.accounts.anonymize(tx, userId)
      await recordAudit(tx, context, 'admin_user_removed', userId, { companyId })
    })
  }

  async getUser(userId: number) {
    const user = await this.accounts.findUserById(userId)
    if (!user || user.status === 'deleted') throw new AppError(ErrorCode.NOT_AUTHENTICATED)
    return user
  }

  /** What the web app keeps about the session (§4) and the password warning (PRODUCT.md). */
  async signedIn(
    user: Pick<UserRow, 'id' | 'role' | 'companyId' | 'passwordHash' | 'passwordChangedAt'>,
  ): Promise<SignedIn> {
    let subscriptionName: string | null = null
    if (user.role === 'company' && user.companyId) {
      subscriptionName = (await this.accounts.findCompany(user.companyId))?.subscriptionName ?? null
    }
    return {
      userId: user.id,
      role: user.role,
      subscriptionName,
      passwordExpiresInDays: this.passwordExpiresInDays(user),
    }
  }

  passwordExpiresInDays(user: Pick<UserRow, 'passwordHash' | 'passwordChangedAt'>): number | null {
    const maxAge = this.config.PASSWORD_MAX_AGE_DAYS
    if (maxAge === 0 || !user.passwordHash || !user.passwordChangedAt) return null
    const daysLeft = Math.ceil((user.passwordChangedAt.getTime() + maxAge * DAY_MS - Date.now()) / DAY_MS)
    return daysLeft <= PASSWORD_EXPIRY_WARNING_DAYS ? Math.max(daysLeft, 0) : null
  }

  private isPasswordExpired(user: UserRow) {
    const maxAge = this.config.PASSWORD_MAX_AGE_DAYS
    if (maxAge === 0 || !user.passwordChangedAt) return false
    return user.passwordChangedAt.getTime() + maxAge * DAY_MS <= Date.now()
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

    const token = generateToken()
    const emailIds = await this.db.transaction(async (tx) => {
      await this.accounts.updateUser(tx, user.id, { lockedAt: new Date() })
      await this.accounts.revokeSessions(tx, user.id)
      await this.accounts.createToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
      })
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

  /** §5: temporary addresses are refused; an existing e-mail gets the §8 text for its kind of account. */
  private async assertEmailCanRegister(email: string, path = 'email') {
    // The list of temporary-address domains (4 MB in memory) loads with the first sign-up, not with the server.
    const { default: mailchecker } = await import('mailchecker')
    if (!mailchecker.isValid(email)) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, { issues: [{ path, code: 'disposable_email', params: {} }] })
    }
    const existing = await this.accounts.findUserByEmail(email)
    if (!existing) return
    const code = existing.role === 'company' ? ErrorCode.EMAIL_BELONGS_TO_COMPANY : ErrorCode.EMAIL_ALREADY_REGISTERED
    throw new AppError(code, { issues: [{ path, code, params: {} }] })
  }

  private async sendActivation(tx: Parameters<Parameters<Database['transaction']>[0]>[0], user: UserRow) {
    const token = generateToken()
    await this.accounts.createToken(tx, {
      userId: user.id,
      purpose: 'activation',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ACTIVATION_HOURS * 3600_000),
    })
    return this.emails.enqueue(tx, {
      userId: user.id,
      to: user.email,
      language: user.language as Language,
      template: 'activation',
      content: {
        firstName: user.firstName,
        actionUrl: this.emails.link('/account/confirm_account/', { token }),
        params: { hours: ACTIVATION_HOURS },
      },
    })
  }
}

function toE164(phone: string, country: string | undefined) {
  return parsePhoneNumberWithError(phone, country as CountryCode | undefined).number
}
