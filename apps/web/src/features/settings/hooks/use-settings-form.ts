import { useForm, type GetInputPropsReturnType, type UseFormReturnType } from '@mantine/form'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ZodType } from 'zod'
import { ApiError } from '../../../lib/api-client'
import { applyApiError } from '../../../lib/form-errors'
import { zodValidator } from '../../../lib/zod-validator'

const CHECKBOX = { type: 'checkbox' } as const

export interface SettingsForm<Values> {
  form: UseFormReturnType<Values>
  /** Each field's input props, by name: booleans as switches and checkboxes (`checked`), the rest by `value`. */
  fields: Record<keyof Values, GetInputPropsReturnType>
  /** Back to the initial values, with no errors and no field counted as visited. */
  reset: () => void
  /**
   * Puts an API failure on the form's fields and answers what is left to say elsewhere (undefined when every issue
   * found its field).
   */
  placeApiError: (error: unknown) => string | undefined
}

/**
 * A Mantine form over a shared zod schema (the API's own rule, messages from the `validation` catalog).
 * §5 "validation runs on blur, change and input": a field is checked when the person leaves it, and from then on
 * at every keystroke, so an error shows once a field has been tried and goes away as soon as it is fixed, without
 * shouting at the first character typed.
 */
export function useSettingsForm<Values extends Record<string, unknown>>(
  schema: ZodType,
  initialValues: Values,
): SettingsForm<Values> {
  const { t } = useTranslation()
  // zodValidator reads `validation:` keys; this makes sure that catalog is there before the form shows.
  useTranslation('validation')
  const visited = useRef(new Set<string>())
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: zodValidator<Values>(schema, t),
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ inputProps, field, form: current }) => {
      // Mantine merges what this returns into `inputProps` itself, so its handlers are read before they are replaced.
      const onChange = inputProps.onChange as (value: unknown) => void
      const onBlur = inputProps.onBlur as (() => void) | undefined
      return {
        onBlur: () => {
          visited.current.add(String(field))
          onBlur?.()
        },
        onChange: (event: unknown) => {
          onChange(event)
          // Fields depend on each other (a confirmation), so every visited field is checked again.
          for (const path of visited.current) current.validateField(path as never)
        },
      }
    },
  })
  const fields = Object.fromEntries(
    Object.keys(initialValues).map((name) => [
      name,
      form.getInputProps(name as never, typeof initialValues[name] === 'boolean' ? CHECKBOX : undefined),
    ]),
  ) as Record<keyof Values, GetInputPropsReturnType>
  return {
    form,
    fields,
    reset: () => {
      visited.current.clear()
      form.reset()
    },
    placeApiError: (error) => {
      const names = Object.keys(initialValues)
      const [issue] = error instanceof ApiError && error.errors.length === 1 ? error.errors : []
      // A lone generic "not valid" on a field says less than the error itself ("The current password is not
      // correct.", "That code is not valid."), so the field shows the error's message.
      if (error instanceof ApiError && issue?.code === 'invalid' && names.includes(issue.path)) {
        form.setFieldError(issue.path as never, error.message)
        return undefined
      }
      return applyApiError(error, (path, message) => form.setFieldError(path as never, message), names)
    },
  }
}
