import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { AccountSchema } from '@sentinela/shared/schemas/accounts'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import type { PlansService } from '../billing/plans.service'
import type { EmailService } from '../email/email.service'
import type { AccountsRepository, UserRow } from './accounts.repository'
import { AuthenticationService } from './authentication.service'
import { CredentialsService } from './credentials.service'
import { RegistrationService } from './registration.service'
import type { TwoStepService } from './two-step.service'

/** PRODUCT.md: the "expires in N days" warning shows in the last 14 days. */
export const PASSWORD_EXPIRY_WARNING_DAYS = 14
const DAY_MS = 24 * 3600 * 1000

/** What the accounts services read of the request: the audit log's address and agent, and the language. */
export type Context = Pick<FastifyRequest, 'ip' | 'headers' | 'language'>

export interface SignedIn {
  userId: number
  role: 'talent' | 'company' | 'operator'
  subscriptionName: string | null
  passwordExpiresInDays: number | null
}

/** The account rules every part relies on: reading the account, what a session shows of it, who may take an e-mail. */
export type AccountRules = Pick<
  AccountsService,
  'getUser' | 'signedIn' | 'isPasswordExpired' | 'assertEmailCanRegister'
>

/** The user columns an account answer is made of (a read may select only these). */
type AccountUser = Pick<UserRow, 'id' | 'email' | 'secondaryEmail' | 'firstName' | 'lastName' | 'role' | 'language'> &
  Pick<UserRow, 'companyId' | 'isMainAdmin' | 'passwordHash' | 'totpEnabledAt'>

/** An account as the API answers it (AccountSchema); the accounts, profile and operator routes answer with it. */
export function toAccount(user: AccountUser): z.infer<typeof AccountSchema> {
  return {
    id: user.id,
    email: user.email,
    secondaryEmail: user.secondaryEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    language: user.language,
    companyId: user.companyId,
    isMainAdmin: user.isMainAdmin,
    hasPassword: user.passwordHash !== null,
    twoStepEnabled: user.totpEnabledAt !== null,
  }
}

/**
 * Accounts (§2 public screens, §4, §5, §6, §8): the account itself (reading it, what a session shows of it, deleting
 * it, a company's admin users) here; registration and activation, sign-in, and password and e-mail changes in the
 * parts below, which the module's routes call. Every change that sends an e-mail stores it in the same transaction
 * and hands it to the queue after commit.
 */
export class AccountsService {
  /** Sign-up of talents and companies, and activation from the e-mailed link. */
  readonly registration: RegistrationService
  /** Sign-in with a password (and a two-step code), or through an identity provider. */
  readonly authentication: AuthenticationService
  /** Password recovery, reset and change; e-mail change and its confirmation. */
  readonly credentials: CredentialsService

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly accounts: AccountsRepository,
    private readonly emails: EmailService,
    private readonly twoStep: TwoStepService,
    private readonly plans: PlansService,
  ) {
    this.registration = new RegistrationService(db, accounts, emails, this)
    this.credentials = new CredentialsService(db, accounts, emails, this)
    this.authentication = new AuthenticationService(db, accounts, emails, twoStep, this.credentials, this)
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

  /** The account of a signed-in user; a deleted one is no longer signed in. */
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

  /** §4: past PASSWORD_MAX_AGE_DAYS the password must be changed before signing in. */
  isPasswordExpired(user: Pick<UserRow, 'passwordChangedAt'>) {
    const maxAge = this.config.PASSWORD_MAX_AGE_DAYS
    if (maxAge === 0 || !user.passwordChangedAt) return false
    return user.passwordChangedAt.getTime() + maxAge * DAY_MS <= Date.now()
  }

  /** §5: temporary addresses are refused; an existing e-mail gets the §8 text for its kind of account. */
  async assertEmailCanRegister(email: string, path = 'email') {
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
}
