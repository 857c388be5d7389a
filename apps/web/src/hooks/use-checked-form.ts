import { useForm, type FormErrors, type GetInputPropsReturnType, type UseFormReturnType } from '@mantine/form'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

const CHECKBOX = { type: 'checkbox' } as const

export interface CheckedFormOptions {
  /**
   * Whether leaving a field checks it even when the person did not change it (the default). The company screens
   * say no: a field left untouched is not scolded on the way to another (or to the submit button, whose click a
   * message appearing above it would otherwise move away); the submit checks every field anyway.
   */
  checkUntouchedOnBlur?: boolean
}

export interface CheckedForm<Values> {
  form: UseFormReturnType<Values>
  /** Each field's input props, ready to spread on its input (booleans as checkboxes and switches). */
  fields: Record<keyof Values, GetInputPropsReturnType>
  /** Back to the initial values, with no errors and no field counted as visited, as before the first keystroke. */
  reset: () => void
}

/**
 * A Mantine form that checks fields the way §5 asks (on blur, change and input) without scolding a person who has
 * not finished typing: a field is checked when it is left, and from then on at every change. Fields that depend on
 * each other (an end date and "I currently work here", a salary minimum and maximum, a password and its
 * confirmation) are checked again together. Messages follow a language switch.
 */
export function useCheckedForm<Values extends Record<string, unknown>>(
  initialValues: Values,
  validate: (values: Values) => FormErrors,
  { checkUntouchedOnBlur = true }: CheckedFormOptions = {},
): CheckedForm<Values> {
  const visited = useRef(new Set<string>())
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnBlur: checkUntouchedOnBlur,
    enhanceGetInputProps: ({ field, inputProps, form: current }) => {
      // Mantine merges what this returns into `inputProps` itself, so the originals are read first.
      const { onBlur, onChange } = inputProps as {
        onBlur?: (event: unknown) => void
        onChange: (event: unknown) => void
      }
      const path = String(field)
      return {
        onBlur: checkUntouchedOnBlur
          ? (event: unknown) => {
              visited.current.add(path)
              onBlur?.(event)
            }
          : (event: unknown) => {
              onBlur?.(event)
              if (!current.isDirty(path) && !(path in current.errors)) return
              visited.current.add(path)
              current.validateField(path as never)
            },
        onChange: (event: unknown) => {
          onChange(event)
          for (const visitedPath of new Set([...visited.current, ...Object.keys(current.errors)])) {
            current.validateField(visitedPath as never)
          }
        },
      }
    },
  })

  const { i18n } = useTranslation()
  const shownLanguage = useRef(i18n.language)
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return
    shownLanguage.current = i18n.language
    for (const path of Object.keys(form.errors)) form.validateField(path as never)
  })

  const fields = Object.fromEntries(
    Object.keys(initialValues).map((name) => [
      name,
      form.getInputProps(name as never, typeof initialValues[name] === 'boolean' ? CHECKBOX : undefined),
    ]),
  ) as Record<keyof Values, GetInputPropsReturnType>
  const reset = () => {
    visited.current.clear()
    form.reset()
  }
  return { form, fields, reset }
}
