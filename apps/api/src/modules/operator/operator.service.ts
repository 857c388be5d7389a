import type { FastifyRequest } from 'fastify'
import { EmailSchema } from '@sentinela/shared/schemas/accounts'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { generateToken, hashToken } from '../../lib/tokens'
import type { AccountRecordsService } from '../accounts/account-records.service'
import type { EmailService } from '../email/email.service'

/** The set-password link of a new operator works this long (it is the password reset flow's token). */
export const OPERATOR_INVITATION_HOURS = 24

type Context = Pick<FastifyRequest, 'ip' | 'headers'>

/**
 * PRODUCT.md "The platform operator": operators are created only from the command line. The new account is pending
 * and has no password; the e-mailed link is a password-reset token, and following it sets the password and activates
 * the account. At the first sign-in the operator must turn on two-step sign-in before anything else.
 */
export class OperatorService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRecordsService,
    private readonly emails: EmailService,
  ) {}

  async create(context: Context, rawEmail: string) {
    const parsed = EmailSchema.safeParse(rawEmail)
    if (!parsed.success) throw new AppError(ErrorCode.VALIDATION_FAILED)
    const email = parsed.data
    if (await this.accounts.findUserByEmail(email)) throw new AppError(ErrorCode.EMAIL_ALREADY_REGISTERED)
    const token = generateToken()
    const { userId, emailId } = await this.db.transaction(async (tx) => {
      const user = await this.accounts.createUser(tx, {
        email,
        role: 'operator',
        firstName: 'Sentinela',
        lastName: 'Operator',
        status: 'pending',
        termsAcceptedAt: new Date(),
      })
      await this.accounts.createToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + OPERATOR_INVITATION_HOURS * 3600_000),
      })
      await recordAudit(tx, context, 'operator_created', user.id, { via: 'command_line' })
      const queued = await this.emails.enqueue(tx, {
        userId: user.id,
        to: email,
        language: user.language,
        template: 'operator_invitation',
        content: {
          firstName: user.firstName,
          actionUrl: this.emails.link('/auth/reset/', { token }),
          params: { hours: OPERATOR_INVITATION_HOURS },
        },
      })
      return { userId: user.id, emailId: queued }
    })
    return { userId, emailId }
  }
}
