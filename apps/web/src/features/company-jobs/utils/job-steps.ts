import { toFieldIssue, type FieldIssue } from '@sentinela/shared/i18n/validation-issue'
import { checkJobRules, JobFieldsSchema, type JobInput } from '@sentinela/shared/schemas/jobs'
import { toJobInput, type JobFormValues } from './job-values'

/** §2: "basic info, roles, specialities and tasks, certifications, languages", in that order. */
export const JOB_STEPS = ['basics', 'roles', 'tasks', 'certifications', 'languages'] as const
export type JobStepKey = (typeof JOB_STEPS)[number]

type JobField = keyof typeof JobFieldsSchema.shape

/** The fields each step asks for and checks before Next. Step 3 only shows the roles' tasks: nothing to check. */
export const STEP_FIELDS: Record<JobStepKey, readonly JobField[]> = {
  basics: [
    'jobTitle',
    'privacy',
    'department',
    'description',
    'requirements',
    'salaryMin',
    'salaryMax',
    'salaryCurrency',
    'employmentType',
    'duration',
    'durationUnit',
    'industry',
    'educationLevel',
    'openToTravel',
    'country',
    'city',
    'nationality',
    'modality',
    'expirationDate',
    'clearanceRequired',
    'clearanceLevel',
  ],
  roles: ['roles'],
  tasks: [],
  certifications: ['certifications'],
  languages: ['languages'],
}

/** Codes that, on a field left empty, only mean "fill this in" (zod calls an empty date an invalid date). */
const EMPTY_FIELD_CODES = new Set(['required', 'invalid_date', 'invalid_value', 'invalid_type', 'invalid_format'])

function valueAt(input: unknown, path: string): unknown {
  let current = input
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The top-level field a path belongs to: `roles.0.minimumPercentage` → `roles`. */
export const fieldOfPath = (path: string) => path.split('.')[0] ?? path

/**
 * Checks some of the job's fields with the shared schema (JobFieldsSchema.pick) and the rules between fields
 * (checkJobRules, §5 salary), the API's own rules. One issue per path, in the order of the fields.
 */
export function checkJobFields(values: JobFormValues, fields: readonly JobField[]): FieldIssue[] {
  if (fields.length === 0) return []
  const input = toJobInput(values)
  const picked = Object.fromEntries(fields.map((field) => [field, input[field as keyof JobInput]]))
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<JobField, true>>
  const result = JobFieldsSchema.pick(mask).safeParse(picked)

  const byPath = new Map<string, FieldIssue>()
  for (const raw of result.success ? [] : result.error.issues) {
    const issue = toFieldIssue(raw)
    if (byPath.has(issue.path)) continue
    const isMissing = isBlank(valueAt(input, issue.path)) && EMPTY_FIELD_CODES.has(issue.code)
    byPath.set(issue.path, isMissing ? { path: issue.path, code: 'required', params: {} } : issue)
  }

  // The rules between fields read the values as far as they can be read; a field the schema already refused keeps
  // the schema's message.
  const number = (value: unknown) => (typeof value === 'number' ? value : null)
  checkJobRules(
    {
      salaryMin: number(input.salaryMin),
      salaryMax: number(input.salaryMax),
      duration: number(input.duration),
      durationUnit: (input.durationUnit ?? null) as Parameters<typeof checkJobRules>[0]['durationUnit'],
      roles: (input.roles ?? []) as Parameters<typeof checkJobRules>[0]['roles'],
      languages: (input.languages ?? []) as Parameters<typeof checkJobRules>[0]['languages'],
    },
    (pathParts, code) => {
      const path = pathParts.map(String).join('.')
      if (!fields.includes(fieldOfPath(path) as JobField) || byPath.has(path)) return
      byPath.set(path, { path, code, params: {} })
    },
  )

  const order = (issue: FieldIssue) => fields.indexOf(fieldOfPath(issue.path) as JobField)
  return [...byPath.values()].sort((a, b) => order(a) - order(b))
}

/** The issues of one step (1 to 5). */
export function checkJobStep(values: JobFormValues, step: number): FieldIssue[] {
  const key = JOB_STEPS[step - 1]
  return key ? checkJobFields(values, STEP_FIELDS[key]) : []
}

/** The step (1 to 5) that asks for a field, from an issue's path; undefined for a path no step shows. */
export function stepOfPath(path: string): number | undefined {
  const field = fieldOfPath(path)
  const index = JOB_STEPS.findIndex((key) => (STEP_FIELDS[key] as readonly string[]).includes(field))
  return index === -1 ? undefined : index + 1
}

export interface StepTarget {
  /** Where the stepper goes: the target, or the first step on the way that is not complete. */
  step: number
  /** That step's issues; empty when the target was reached. */
  issues: FieldIssue[]
}

/**
 * Going back is always allowed; going forward checks every step on the way (§2 "validate each step before Next"),
 * and stops at the first one with issues. Going past the last step checks all of them (the save).
 */
export function resolveStepTarget(values: JobFormValues, active: number, target: number): StepTarget {
  if (target <= active) return { step: target, issues: [] }
  for (let step = active; step < target && step <= JOB_STEPS.length; step += 1) {
    const issues = checkJobStep(values, step)
    if (issues.length > 0) return { step, issues }
  }
  return { step: Math.min(target, JOB_STEPS.length), issues: [] }
}

/** Every step's issues at once, for the save: the first step with any is where the company is taken. */
export function checkWholeJob(values: JobFormValues): StepTarget {
  const target = resolveStepTarget(values, 1, JOB_STEPS.length + 1)
  return target.issues.length > 0 ? target : { step: target.step, issues: [] }
}
