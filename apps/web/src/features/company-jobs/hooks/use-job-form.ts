import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobFormValues } from '../utils/job-values'

/**
 * The stepper's Mantine form. Fields are checked the way §5 asks (on blur, change and input) without scolding someone
 * who has not finished typing: a field is checked once it is left, and from then on at every change, together with
 * the fields that depend on it (the salary minimum and maximum). Messages follow a language switch.
 */
export function useJobForm(
  initialValues: JobFormValues,
  validate: (values: JobFormValues) => FormErrors,
): UseFormReturnType<JobFormValues> {
  const visited = useRef(new Set<string>())
  const form = useForm<JobFormValues>({
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
  return form
}
