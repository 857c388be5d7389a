import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/min'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { RegisterCompany, RegisterTalent } from '@sentinela/shared/schemas/accounts'
import type { Database, Transaction } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { hashPassword } from '../../lib/passwords'
import { generateToken, hashToken } from '../../lib/tokens'
import type { EmailService } from '../email/email.service'
import type { AccountsRepository, UserRow } from './accounts.repository'
import type { AccountRules, Context, SignedIn } from './accounts.service'

const ACTIVATION_HOURS = 48

/** Sign-up (§2 public screens, §6): a talent, or a company with its main admin, pending until the e-mailed link. */
export class RegistrationService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountsRepository,
    private readonly emails: EmailService,
    private readonly account: AccountRules,
  ) {}

  /** POST /users: a talent account, pending until the e-mailed link is followed. */
  async registerTalent(context: Context, input: RegisterTalent) {
    await this.account.assertEmailCanRegister(input.email)
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
    await this.account.assertEmailCanRegister(input.email)
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
    return this.account.signedIn(user)
  }

  private async sendActivation(tx: Transaction, user: UserRow) {
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
