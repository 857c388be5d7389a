import { z } from 'zod'
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '../accounts/password'

/*
 * What signing in and the other public forms need, apart from the account schemas: no phone library here, so the
 * sign-in page and the job pages load light (issue #13). accounts.ts re-exports all of it.
 */

export const NAME_MAX_LENGTH = 80
export const EMAIL_MAX_LENGTH = 254

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(EMAIL_MAX_LENGTH, 'too_long')
  .pipe(z.email('invalid_email'))
  .transform((email) => email.toLowerCase())

export const PasswordSchema = z
  .string()
  .min(1, 'required')
  .max(PASSWORD_MAX_LENGTH, 'too_long')
  .refine(isStrongPassword, 'password_weak')

/** What a user types as a current password: anything, the server checks it. */
export const CurrentPasswordSchema = z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH, 'too_long')

export const SignInSchema = z.strictObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  /** Two-step sign-in: a 6-digit code or a recovery code. */
  totpCode: z.string().trim().max(32, 'too_long').optional(),
})

export const RecoverPasswordSchema = z.strictObject({ email: EmailSchema })
