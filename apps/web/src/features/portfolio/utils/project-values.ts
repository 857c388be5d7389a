import type { FormErrors } from '@mantine/form'
import type { TFunction } from 'i18next'
import { toFieldIssue } from '@sentinela/shared/i18n/validation-issue'
import {
  ProjectInputSchema,
  type Project,
  type ProjectInput,
  type ProjectKind,
} from '@sentinela/shared/schemas/portfolio'
import { translateKey } from '../../../lib/form-errors'

/** A statement as the form keeps it: its code and its text in the reader's language. */
export interface ChosenStatement {
  code: string
  description: string
}

export type ProjectFormValues = {
  title: string
  kind: ProjectKind | ''
  link: string
  startDate: string
  endDate: string
  ongoing: boolean
  description: string
}

export const EMPTY_PROJECT: ProjectFormValues = {
  title: '',
  kind: '',
  link: '',
  startDate: '',
  endDate: '',
  ongoing: false,
  description: '',
}

export function valuesOf(project: Project): ProjectFormValues {
  return {
    title: project.title,
    kind: project.kind,
    link: project.link ?? '',
    startDate: project.startDate,
    endDate: project.endDate ?? '',
    ongoing: project.endDate === null,
    description: project.description ?? '',
  }
}

/** What the API takes: an ongoing project has no end date. */
export function toProjectInput(values: ProjectFormValues, statements: readonly ChosenStatement[]): ProjectInput {
  return {
    title: values.title,
    kind: values.kind as ProjectKind,
    link: values.link.trim() || null,
    startDate: values.startDate,
    endDate: values.ongoing ? null : values.endDate || null,
    description: values.description || null,
    statementCodes: statements.map((statement) => statement.code),
  }
}

/**
 * The API's rules on the form's fields (the shared schema), plus one of the form's own: a finished project says when
 * it ended, or is marked ongoing.
 */
export function validateProject(values: ProjectFormValues, t: TFunction): FormErrors {
  const errors: FormErrors = {}
  const parsed = ProjectInputSchema.safeParse({ ...toProjectInput(values, []), kind: values.kind || undefined })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = toFieldIssue(issue)
      const code = field.path === 'kind' || field.path === 'startDate' ? 'required' : field.code
      errors[field.path] ??= translateKey(t, `validation:${code}`, field.params)
    }
  }
  if (!values.ongoing && !values.endDate) errors.endDate ??= translateKey(t, 'validation:required')
  return errors
}
