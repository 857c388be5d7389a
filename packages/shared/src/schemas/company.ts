import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min'
import { z } from 'zod'
import { INDUSTRY_CODES } from '../master-data/industries'
import { OPTION_LISTS } from '../master-data/option-lists'
import { EmailSchema, PasswordSchema } from './credentials'
import { VersionSchema } from './common'

/**
 * §3 "Company" and "Admin user", §6 roles, §7 Employees and Companies calls.
 *
 * Calls (all under /api):
 * - GET /companies/company: the session check answers the company profile too (`profile`)
 * - PUT /companies: the whole company profile, based on the version it was read at (company users)
 * - POST /azurefile/uploadfile: for a company user, the logo (png/jpg/jpeg by content, up to 5 MB)
 * - DELETE /azurefile/deletefile {kind: 'logo'}
 * - GET /employees: the company's admin users; POST /employees: the main admin adds one (every field mandatory, §5);
 *   DELETE /employees/{id}: the main admin removes one, ending their sessions
 */

const text = (max: number) => z.string().trim().max(max, 'too_long')
const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long')
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null))
const optionalCode = <T extends readonly (string | number)[]>(list: T) =>
  z
    .union(list.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>])
    .nullish()
    .transform((value) => value ?? null)
const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'invalid_format')

export const COMPANY_FOUNDED_MIN = 1800

/** PUT /companies: every §3 company field. */
export const CompanyProfileInputSchema = z
  .strictObject({
    version: VersionSchema,
    name: requiredText(160),
    industry: optionalCode(INDUSTRY_CODES),
    country: CountryCodeSchema.nullish().transform((value) => value ?? null),
    region: z
      .string()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'invalid_format')
      .nullish()
      .transform((value) => value ?? null),
    city: optionalText(100),
    description: optionalText(5000),
    ceo: optionalText(120),
    foundedYear: z
      .number()
      .int('not_integer')
      .min(COMPANY_FOUNDED_MIN, 'too_small')
      .nullish()
      .transform((value) => value ?? null),
    numberOfEmployees: optionalCode(OPTION_LISTS.number_of_employees),
    revenueRange: optionalCode(OPTION_LISTS.revenue_range),
    adminFirstName: optionalText(80),
    adminLastName: optionalText(80),
    adminJobTitle: optionalText(120),
    /** International (+57 300 123 4567) or national with `phoneCountry` (§3 phone and country code). */
    phone: text(32)
      .nullish()
      .transform((value) => value || null),
    phoneCountry: CountryCodeSchema.nullish().transform((value) => value ?? null),
    website: z
      .url({ protocol: /^https?$/, error: 'invalid_url' })
      .max(300, 'too_long')
      .nullish()
      .transform((value) => value ?? null),
    secondaryEmail: EmailSchema.nullish().transform((value) => value ?? null),
    /** §3 employer: the company hires through Sentinela (shown on its jobs). */
    employer: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (value.phone && !isValidPhoneNumber(value.phone, (value.phoneCountry ?? undefined) as CountryCode | undefined)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' })
    }
    if (value.foundedYear !== null && value.foundedYear > new Date().getFullYear()) {
      context.addIssue({ code: 'custom', path: ['foundedYear'], message: 'date_in_future' })
    }
  })
export type CompanyProfileInput = z.input<typeof CompanyProfileInputSchema>
export type CompanyProfileValues = z.output<typeof CompanyProfileInputSchema>

export const CompanyUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  isMainAdmin: z.boolean(),
  /** pending until a self-registered main admin activates; admin users start active (§6). */
  status: z.string(),
  createdAt: z.string(),
})
export type CompanyUser = z.infer<typeof CompanyUserSchema>

/** GET /companies/company `profile`. */
export const CompanyProfileSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  description: z.string().nullable(),
  ceo: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  numberOfEmployees: z.number().int().nullable(),
  revenueRange: z.number().int().nullable(),
  adminFirstName: z.string().nullable(),
  adminLastName: z.string().nullable(),
  adminJobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  phoneCountry: z.string().nullable(),
  website: z.string().nullable(),
  secondaryEmail: z.string().nullable(),
  employer: z.boolean(),
  logoUrl: z.string().nullable(),
  subscriptionName: z.string(),
  users: z.array(CompanyUserSchema),
  /** Admin users and active cyber team members (§3, §4), counted when read so it is always right. */
  numberOfUsers: z.number().int(),
})
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>

/** POST /employees: §3 admin user; §5 every field mandatory; the password rule applies. */
export const AdminUserInputSchema = z
  .strictObject({
    firstName: requiredText(80),
    lastName: requiredText(80),
    jobTitle: requiredText(120),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string().min(1, 'required'),
  })
  .superRefine((value, context) => {
    if (value.password !== value.confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwords_do_not_match' })
    }
  })
export type AdminUserInput = z.input<typeof AdminUserInputSchema>
