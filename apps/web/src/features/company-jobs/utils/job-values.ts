import type { Job, JobInput, JobUpdateInput } from '@sentinela/shared/schemas/jobs'

/** §9 has no default publication length: a new job is proposed for 30 days, which the company can change. */
export const DEFAULT_PUBLICATION_DAYS = 30
/**
 * A role just added has no minimum (PRODUCT.md): the recruiter sets one, seeing how many talents meet it (#12).
 */
export const DEFAULT_MINIMUM_PERCENTAGE = 0

/** A number field as Mantine's NumberInput holds it: a number, or text while empty or half typed. */
export type NumberValue = number | string

export interface RoleValue {
  workRoleCode: string
  minimumPercentage: NumberValue
}

export interface CertificationValue {
  /** §4: above 0 an existing item, 0 a new one. */
  id: number
  name: string
  /** React's key for the row; never sent. */
  key: string
}

export interface LanguageValue {
  id: number
  language: string
  level: string
  key: string
}

/**
 * The stepper's values as its inputs hold them: selects hold text, number inputs hold a number or text. A type rather
 * than an interface, so that it is a record of values to the shared form hooks.
 */
export type JobFormValues = {
  jobTitle: string
  privacy: 'public' | 'private'
  department: string
  description: string
  requirements: string
  salaryMin: NumberValue
  salaryMax: NumberValue
  salaryCurrency: string
  employmentType: string
  duration: NumberValue
  durationUnit: string
  industry: string
  educationLevel: string
  openToTravel: string
  country: string
  city: string
  nationality: string
  modality: string
  expirationDate: string
  clearanceRequired: boolean
  clearanceLevel: string
  roles: RoleValue[]
  certifications: CertificationValue[]
  languages: LanguageValue[]
}

let rowCounter = 0
/** A key for a new list row, unique in this page's life. */
export function newRowKey(): string {
  rowCounter += 1
  return `new-${rowCounter}`
}

/** A calendar date (YYYY-MM-DD) some days after `from`, in UTC like the API's dates. */
export function addDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days))
  return date.toISOString().slice(0, 10)
}

/**
 * A new job: public, paid in the company country's currency (USD when it has none of ours), published for 30 days
 * once published; everything else for the company to fill.
 */
export function emptyJobValues(today = new Date(), salaryCurrency = 'USD'): JobFormValues {
  return {
    jobTitle: '',
    privacy: 'public',
    department: '',
    description: '',
    requirements: '',
    salaryMin: '',
    salaryMax: '',
    salaryCurrency,
    employmentType: '',
    duration: '',
    durationUnit: '',
    industry: '',
    educationLevel: '',
    openToTravel: '',
    country: '',
    city: '',
    nationality: '',
    modality: '',
    expirationDate: addDays(today, DEFAULT_PUBLICATION_DAYS),
    clearanceRequired: false,
    clearanceLevel: '',
    roles: [],
    certifications: [],
    languages: [],
  }
}

const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)
const asNumberValue = (value: number | null | undefined): NumberValue =>
  value === null || value === undefined ? '' : value

/** A saved job (GET /positions/{id}) as the stepper's values. */
export function toJobValues(job: Job): JobFormValues {
  return {
    jobTitle: job.jobTitle,
    privacy: job.privacy,
    department: asText(job.department),
    description: job.description,
    requirements: asText(job.requirements),
    salaryMin: asNumberValue(job.salaryMin),
    salaryMax: asNumberValue(job.salaryMax),
    salaryCurrency: job.salaryCurrency,
    employmentType: asText(job.employmentType),
    duration: asNumberValue(job.duration),
    durationUnit: asText(job.durationUnit),
    industry: asText(job.industry),
    educationLevel: asText(job.educationLevel),
    openToTravel: asText(job.openToTravel),
    country: asText(job.country),
    city: asText(job.city),
    nationality: asText(job.nationality),
    modality: job.modality,
    expirationDate: job.expirationDate.slice(0, 10),
    clearanceRequired: job.clearanceRequired,
    clearanceLevel: asText(job.clearanceLevel),
    roles: job.roles.map((role) => ({ workRoleCode: role.workRoleCode, minimumPercentage: role.minimumPercentage })),
    certifications: job.certifications.map((item) => ({ id: item.id, name: item.name, key: `saved-${item.id}` })),
    languages: job.languages.map((item) => ({
      id: item.id,
      language: item.language,
      level: item.level,
      key: `saved-${item.id}`,
    })),
  }
}

type JobLanguageInput = NonNullable<JobInput['languages']>[number]

/** Text left empty is "not given". */
const optionalText = (value: string) => (value.trim() === '' ? null : value)
/** An empty required field is left out, so the schema says "required". */
const requiredChoice = (value: string) => (value === '' ? undefined : value)

/**
 * A number input's value for the schema: empty is null; text that is not a number stays text, so the schema refuses
 * it rather than the form silently dropping it.
 */
function toNumber(value: NumberValue): number | string | null {
  if (typeof value === 'number') return value
  const trimmed = value.trim()
  if (trimmed === '') return null
  const number = Number(trimmed)
  return Number.isFinite(number) ? number : trimmed
}

/** A select of numeric codes (§3: the code is stored): empty is null. */
const codeNumber = (value: string) => (value === '' ? null : Number(value))

/**
 * The stepper's values as POST /positions takes them (JobFieldsSchema's input). Text stays as typed (the schema
 * trims it), empty optional fields become null, an empty required choice is left out so the schema names it.
 */
export function toJobInput(values: JobFormValues): JobInput {
  const salaryMin = toNumber(values.salaryMin)
  const salaryMax = toNumber(values.salaryMax)
  const duration = toNumber(values.duration)
  return {
    jobTitle: values.jobTitle,
    privacy: values.privacy,
    department: optionalText(values.department),
    description: values.description,
    requirements: optionalText(values.requirements),
    salaryMin: salaryMin as number | null,
    salaryMax: salaryMax as number | null,
    salaryCurrency: values.salaryCurrency as JobInput['salaryCurrency'],
    employmentType: (values.employmentType === ''
      ? undefined
      : Number(values.employmentType)) as JobInput['employmentType'],
    duration: duration as number | null,
    durationUnit: (values.durationUnit || null) as JobInput['durationUnit'],
    industry: (values.industry || null) as JobInput['industry'],
    educationLevel: codeNumber(values.educationLevel) as JobInput['educationLevel'],
    openToTravel: codeNumber(values.openToTravel) as JobInput['openToTravel'],
    country: values.country || null,
    city: optionalText(values.city),
    nationality: values.nationality || null,
    modality: requiredChoice(values.modality) as JobInput['modality'],
    expirationDate: values.expirationDate,
    clearanceRequired: values.clearanceRequired,
    // The minimum level means something only when clearance is required.
    clearanceLevel: (values.clearanceRequired ? codeNumber(values.clearanceLevel) : null) as JobInput['clearanceLevel'],
    roles: values.roles.map((role) => ({
      workRoleCode: role.workRoleCode,
      minimumPercentage: toNumber(role.minimumPercentage) as number,
    })),
    certifications: values.certifications.map((item) => ({ id: item.id, name: item.name })),
    languages: values.languages.map((item) => ({
      id: item.id,
      language: requiredChoice(item.language) as JobLanguageInput['language'],
      level: requiredChoice(item.level) as JobLanguageInput['level'],
    })),
  }
}

/** PUT /positions: the whole job (§4) with the version it was read at. */
export function toJobUpdateInput(values: JobFormValues, id: number, version: number): JobUpdateInput {
  return { ...toJobInput(values), id, version }
}
