import type { FieldIssue } from '@sentinela/shared/i18n/validation-issue'
import { ProfileInputSchema, type Profile, type ProfileInput } from '@sentinela/shared/schemas/profile'
import { issuesOnFields, normalizeWebsite, orNull, text, toCode } from '../../../lib/form-values'
import { formatPhone } from './format'

export { normalizeWebsite }

/** The personal details form: every value as its input holds it (text, a select's code as text, a checkbox). */
export type BasicDataValues = {
  firstName: string
  middleName: string
  lastName: string
  gender: string
  birthDate: string
  nationality: string
  country: string
  region: string
  city: string
  phone: string
  website: string
  secondaryEmail: string
  currentJobTitle: string
  desiredEmploymentType: string
  highestEducationLevel: string
  schoolName: string
  latestDegree: string
  openToTravel: string
  seekingOpportunities: boolean
  isBeginner: boolean
  hasClearance: boolean
  clearanceLevel: string
  clearanceLastGranted: string
  clearanceRenewal: string
  polygraphPerformed: boolean
}

export function toBasicDataValues(profile: Profile): BasicDataValues {
  return {
    firstName: profile.firstName,
    middleName: text(profile.middleName),
    lastName: profile.lastName,
    gender: text(profile.gender),
    birthDate: text(profile.birthDate),
    nationality: text(profile.nationality),
    country: text(profile.country),
    region: text(profile.region),
    city: text(profile.city),
    phone: profile.phone ? formatPhone(profile.phone) : '',
    website: text(profile.website),
    secondaryEmail: text(profile.secondaryEmail),
    currentJobTitle: text(profile.currentJobTitle),
    desiredEmploymentType: text(profile.desiredEmploymentType),
    highestEducationLevel: text(profile.highestEducationLevel),
    schoolName: text(profile.schoolName),
    latestDegree: text(profile.latestDegree),
    openToTravel: text(profile.openToTravel),
    seekingOpportunities: profile.seekingOpportunities,
    isBeginner: profile.isBeginner,
    hasClearance: profile.clearance.hasClearance,
    clearanceLevel: text(profile.clearance.level),
    clearanceLastGranted: text(profile.clearance.lastGranted),
    clearanceRenewal: text(profile.clearance.renewal),
    polygraphPerformed: profile.clearance.polygraphPerformed,
  }
}

/** The whole profile with this form's fields in it; the lists and the other sections stay as they were read. */
export function applyBasicData(input: ProfileInput, values: BasicDataValues): ProfileInput {
  const hasClearance = values.hasClearance
  return {
    ...input,
    firstName: values.firstName,
    middleName: orNull(values.middleName),
    lastName: values.lastName,
    gender: toCode(values.gender) as ProfileInput['gender'],
    birthDate: orNull(values.birthDate),
    nationality: orNull(values.nationality),
    country: orNull(values.country),
    region: values.country ? orNull(values.region) : null,
    city: orNull(values.city),
    phone: orNull(values.phone),
    website: normalizeWebsite(values.website),
    secondaryEmail: orNull(values.secondaryEmail),
    currentJobTitle: orNull(values.currentJobTitle),
    desiredEmploymentType: toCode(values.desiredEmploymentType) as ProfileInput['desiredEmploymentType'],
    highestEducationLevel: toCode(values.highestEducationLevel) as ProfileInput['highestEducationLevel'],
    schoolName: orNull(values.schoolName),
    latestDegree: orNull(values.latestDegree),
    openToTravel: toCode(values.openToTravel) as ProfileInput['openToTravel'],
    seekingOpportunities: values.seekingOpportunities,
    isBeginner: values.isBeginner,
    // A clearance's details mean nothing without one: they are cleared, as the API stores them.
    clearance: {
      hasClearance,
      level: hasClearance ? (toCode(values.clearanceLevel) as ProfileInput['clearance']['level']) : null,
      lastGranted: hasClearance ? orNull(values.clearanceLastGranted) : null,
      renewal: hasClearance ? (toCode(values.clearanceRenewal) as ProfileInput['clearance']['renewal']) : null,
      polygraphPerformed: hasClearance && values.polygraphPerformed,
    },
  }
}

/** Where the API and the schema name a field → where the form holds it. */
const FORM_FIELD_FOR_PATH: Record<string, keyof BasicDataValues> = {
  'clearance.level': 'clearanceLevel',
  'clearance.lastGranted': 'clearanceLastGranted',
  'clearance.renewal': 'clearanceRenewal',
  'clearance.polygraphPerformed': 'polygraphPerformed',
  'clearance.hasClearance': 'hasClearance',
}

/** The form field an issue at a profile path belongs to, if it is one of this form's. */
export function basicDataFieldFor(path: string, values: BasicDataValues): string | undefined {
  const mapped = FORM_FIELD_FOR_PATH[path]
  if (mapped) return mapped
  return path in values ? path : undefined
}

/** The whole-profile rule (ProfileInputSchema), answered as issues on this form's fields. */
export function checkBasicData(input: ProfileInput, values: BasicDataValues): FieldIssue[] {
  const result = ProfileInputSchema.safeParse(applyBasicData(input, values))
  return result.success ? [] : issuesOnFields(result.error.issues, (path) => basicDataFieldFor(path, values))
}
