import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min'
import { z } from 'zod'
import { SUPPORTED_LANGUAGES } from '../i18n/languages'
import { CurrentPasswordSchema, EmailSchema, NAME_MAX_LENGTH, PasswordSchema } from './credentials'

export {
  CurrentPasswordSchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  NAME_MAX_LENGTH,
  PasswordSchema,
  RecoverPasswordSchema,
  SignInSchema,
} from './credentials'

const NameSchema = z.string().trim().min(1, 'required').max(NAME_MAX_LENGTH, 'too_long')
const CountryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'invalid_format')
  .transform((code) => code.toUpperCase())
export const LanguageSchema = z.enum(SUPPORTED_LANGUAGES)

/** §5: terms and privacy statement must be accepted at registration. */
const AcceptTermsSchema = z.literal(true, 'terms_required')

const phoneFields = {
  /** International (+52 55 1234 5678) or national with `phoneCountry`. */
  phone: z.string().trim().min(1, 'required').max(32, 'too_long'),
  phoneCountry: CountryCodeSchema.optional(),
}

function refinePhoneAndPasswords(
  value: { phone: string; phoneCountry?: string | undefined; password: string; confirmPassword: string },
  context: z.RefinementCtx,
) {
  if (!isValidPhoneNumber(value.phone, value.phoneCountry as CountryCode | undefined)) {
    context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' })
  }
  if (value.password !== value.confirmPassword) {
    context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwords_do_not_match' })
  }
}

/** POST /users: a talent signs up. */
export const RegisterTalentSchema = z
  .strictObject({
    firstName: NameSchema,
    lastName: NameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string().min(1, 'required'),
    ...phoneFields,
    acceptTerms: AcceptTermsSchema,
    language: LanguageSchema.optional(),
  })
  .superRefine(refinePhoneAndPasswords)
export type RegisterTalent = z.infer<typeof RegisterTalentSchema>

/** POST /companies: a company signs up with its main admin (§6). */
export const RegisterCompanySchema = z
  .strictObject({
    companyName: z.string().trim().min(1, 'required').max(120, 'too_long'),
    firstName: NameSchema,
    lastName: NameSchema,
    jobTitle: z.string().trim().min(1, 'required').max(NAME_MAX_LENGTH, 'too_long'),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string().min(1, 'required'),
    ...phoneFields,
    acceptTerms: AcceptTermsSchema,
    language: LanguageSchema.optional(),
  })
  .superRefine(refinePhoneAndPasswords)
export type RegisterCompany = z.infer<typeof RegisterCompanySchema>

export const RoleSchema = z.enum(['talent', 'company', 'operator'])
export type Role = z.infer<typeof RoleSchema>

/** What the web app keeps locally (§4): the role and the subscription name, never the token. */
export const SessionInfoSchema = z.object({
  role: RoleSchema,
  subscriptionName: z.string().nullable(),
  /** Set in the last 14 days before the password expires (PRODUCT.md). */
  passwordExpiresInDays: z.number().int().nullable(),
})
export type SessionInfo = z.infer<typeof SessionInfoSchema>

/** §7: login answers with the token and the role. The web app ignores the token: it rides in an httpOnly cookie. */
export const SignInResponseSchema = SessionInfoSchema.extend({ token: z.string() })

export const TokenParamsSchema = z.object({ token: z.string().min(20, 'token_invalid').max(200, 'token_invalid') })

export const ResetPasswordSchema = z
  .strictObject({
    token: z.string().min(20, 'token_invalid').max(200, 'token_invalid'),
    password: PasswordSchema,
    confirmPassword: z.string().min(1, 'required'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwords_do_not_match',
  })

/** users/reset/password: a signed-in user changes the password (also the forced change of an expired one). */
export const ChangePasswordSchema = z
  .strictObject({
    currentPassword: CurrentPasswordSchema,
    password: PasswordSchema,
    confirmPassword: z.string().min(1, 'required'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwords_do_not_match',
  })

/** users/reset/email: §5 the new e-mail is typed twice, and the password proves it is the owner. */
export const ChangeEmailSchema = z
  .strictObject({
    newEmail: EmailSchema,
    confirmEmail: EmailSchema,
    currentPassword: CurrentPasswordSchema,
  })
  .refine((value) => value.newEmail === value.confirmEmail, { path: ['confirmEmail'], message: 'emails_do_not_match' })

/** DELETE /users/user: §5 e-mail and password confirm the deletion. */
export const DeleteAccountSchema = z.strictObject({ email: EmailSchema, password: CurrentPasswordSchema })

export const CommunicationPreferencesSchema = z.strictObject({
  jobAlerts: z.boolean(),
  applicationUpdates: z.boolean(),
  trainingRecommendations: z.boolean(),
  productNews: z.boolean(),
})

export const PrivacySettingsSchema = z.strictObject({
  dataSharingConsent: z.boolean(),
  marketingConsent: z.boolean(),
  topTalentOptIn: z.boolean(),
})

/** GET /users/Preferences */
export const PreferencesSchema = z.object({
  language: LanguageSchema,
  communication: CommunicationPreferencesSchema,
  privacy: PrivacySettingsSchema,
})

export const AccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  secondaryEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  language: LanguageSchema,
  companyId: z.number().int().nullable(),
  isMainAdmin: z.boolean(),
  hasPassword: z.boolean(),
  twoStepEnabled: z.boolean(),
})
export type Account = z.infer<typeof AccountSchema>

export const RegisteredSchema = z.object({ email: z.string() })

export const ConnectedAccountsSchema = z.object({
  hasPassword: z.boolean(),
  twoStepEnabled: z.boolean(),
  accounts: z.array(
    z.object({ provider: z.enum(['google', 'sso']), email: z.string().nullable(), connectedAt: z.string() }),
  ),
  /** Providers this server offers, for "connect" buttons; hidden when not configured. */
  availableProviders: z.array(z.object({ provider: z.enum(['google', 'sso']), name: z.string() })),
})

export const SecurityEventSchema = z.object({
  event: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
})

/** A signed-in session of the account (ASVS V7.5.2): where and when, and whether it is the one asking. */
export const ActiveSessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
})
export type ActiveSession = z.infer<typeof ActiveSessionSchema>

export const ConfirmEmailChangeSchema = z.strictObject({
  token: z.string().min(20, 'token_invalid').max(200, 'token_invalid'),
})

export const SecondaryEmailSchema = z.strictObject({ secondaryEmail: EmailSchema.nullable() })

export const LanguagePreferenceSchema = z.strictObject({ language: LanguageSchema })

export const TwoStepSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrCodeDataUrl: z.string() })
export const TwoStepCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'invalid_code'),
})
export const TwoStepDisableSchema = z.strictObject({ password: CurrentPasswordSchema })
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })

export const TalentSessionSchema = z.object({ account: AccountSchema, session: SessionInfoSchema })
export const CompanySessionSchema = z.object({
  account: AccountSchema,
  session: SessionInfoSchema,
  company: z.object({ id: z.number().int(), name: z.string(), subscriptionName: z.string() }),
})
