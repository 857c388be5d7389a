import type { FieldIssue } from '@sentinela/shared/i18n/validation-issue'
import {
  CompanyProfileInputSchema,
  type CompanyProfile,
  type CompanyProfileInput,
} from '@sentinela/shared/schemas/company'
import { issuesOnFields, normalizeWebsite, orNull, text, toCode } from '../../../lib/form-values'
import { formatPhone } from './format'

export { normalizeWebsite }

/** The company profile form: every value as its input holds it (text, a select's code as text, a switch). */
export type CompanyValues = {
  name: string
  industry: string
  country: string
  region: string
  city: string
  description: string
  ceo: string
  /** A number input holds a number, or '' while empty. */
  foundedYear: number | string
  numberOfEmployees: string
  revenueRange: string
  adminFirstName: string
  adminLastName: string
  adminJobTitle: string
  phoneCountry: string
  phone: string
  website: string
  secondaryEmail: string
  employer: boolean
}

/** The saved profile as the form shows it. */
export function toCompanyValues(profile: CompanyProfile): CompanyValues {
  return {
    name: profile.name,
    industry: text(profile.industry),
    country: text(profile.country),
    region: text(profile.region),
    city: text(profile.city),
    description: text(profile.description),
    ceo: text(profile.ceo),
    foundedYear: profile.foundedYear ?? '',
    numberOfEmployees: text(profile.numberOfEmployees),
    revenueRange: text(profile.revenueRange),
    adminFirstName: text(profile.adminFirstName),
    adminLastName: text(profile.adminLastName),
    adminJobTitle: text(profile.adminJobTitle),
    phoneCountry: text(profile.phoneCountry),
    phone: profile.phone ? formatPhone(profile.phone) : '',
    website: text(profile.website),
    secondaryEmail: text(profile.secondaryEmail),
    employer: profile.employer,
  }
}

function toYear(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const trimmed = value.trim()
  return trimmed === '' ? null : Number(trimmed)
}

/** PUT /companies: the whole profile from the form, based on the version it was read at (§4). */
export function toCompanyInput(values: CompanyValues, version: number): CompanyProfileInput {
  return {
    version,
    name: values.name.trim(),
    industry: orNull(values.industry) as CompanyProfileInput['industry'],
    country: orNull(values.country),
    // A region belongs to its country: without a country it means nothing.
    region: values.country ? orNull(values.region) : null,
    city: orNull(values.city),
    description: orNull(values.description),
    ceo: orNull(values.ceo),
    foundedYear: toYear(values.foundedYear),
    numberOfEmployees: toCode(values.numberOfEmployees) as CompanyProfileInput['numberOfEmployees'],
    revenueRange: toCode(values.revenueRange) as CompanyProfileInput['revenueRange'],
    adminFirstName: orNull(values.adminFirstName),
    adminLastName: orNull(values.adminLastName),
    adminJobTitle: orNull(values.adminJobTitle),
    phone: orNull(values.phone),
    phoneCountry: orNull(values.phoneCountry),
    website: normalizeWebsite(values.website),
    secondaryEmail: orNull(values.secondaryEmail),
    employer: values.employer,
  }
}

/** The form field an issue at an API path belongs to, if it is one of this form's. */
export function companyFieldFor(path: string, values: CompanyValues): keyof CompanyValues | undefined {
  return path in values ? (path as keyof CompanyValues) : undefined
}

/** The API's own rule (CompanyProfileInputSchema), answered as issues on this form's fields, one per field. */
export function checkCompanyValues(values: CompanyValues, version: number): FieldIssue[] {
  const result = CompanyProfileInputSchema.safeParse(toCompanyInput(values, version))
  return result.success ? [] : issuesOnFields(result.error.issues, (path) => companyFieldFor(path, values))
}
