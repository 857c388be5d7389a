import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A Mantine form checked the way §5 asks (on blur, change and input) without scolding a person who has not finished
 * typing: a field is checked when it is left, and from then on at every change. Messages follow a language switch.
 */
export function useTeamForm<Values extends Record<string, unknown>>(
  initialValues: Values,
  validate: (values: Values) => FormErrors,
): { form: UseFormReturnType<Values>; reset: () => void } {
  const visited = useRef(new Set<string>())
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ field, inputProps, form: current }) => {
      // Mantine merges what this returns into `inputProps` itself, so the originals are read first.
      const { onBlur, onChange } = inputProps as {
        onBlur?: (event: unknown) => void
        onChange: (event: unknown) => void
      }
      return {
        onBlur: (event: unknown) => {
          visited.current.add(String(field))
          onBlur?.(event)
        },
        onChange: (event: unknown) => {
          onChange(event)
          for (const path of new Set([...visited.current, ...Object.keys(current.errors)])) {
            current.validateField(path as never)
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

  /** Empties the form and forgets which fields were visited, as before the first keystroke. */
  const reset = () => {
    visited.current.clear()
    form.reset()
  }
  return { form, reset }
}
