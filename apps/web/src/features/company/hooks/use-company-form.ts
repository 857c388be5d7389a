import { useForm, type FormErrors, type GetInputPropsReturnType, type UseFormReturnType } from '@mantine/form'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

const CHECKBOX = { type: 'checkbox' } as const

export interface CompanyForm<Values> {
  form: UseFormReturnType<Values>
  /** Each field's input props, ready to spread on its input (booleans as checkboxes and switches). */
  fields: Record<keyof Values, GetInputPropsReturnType>
}

/**
 * A Mantine form that checks fields the way §5 asks (on blur, change and input) without scolding a person who has
 * not finished typing: a field is checked when it is left after a change, and from then on at every change. Fields that depend on
 * each other (a password and its confirmation) are checked again together. Messages follow a language switch.
 */
export function useCompanyForm<Values extends Record<string, unknown>>(
  initialValues: Values,
  validate: (values: Values) => FormErrors,
): CompanyForm<Values> {
  const visited = useRef(new Set<string>())
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    enhanceGetInputProps: ({ field, inputProps, form: current }) => {
      // Mantine merges what this returns into `inputProps` itself, so the originals are read first.
      const { onBlur, onChange } = inputProps as {
        onBlur?: (event: unknown) => void
        onChange: (event: unknown) => void
      }
      return {
        onBlur: (event: unknown) => {
          onBlur?.(event)
          // A field left untouched is not scolded on the way to another (or to the submit button, whose click a
          // message appearing above it would otherwise move away); the submit checks every field anyway.
          const path = String(field)
          if (!current.isDirty(path) && !(path in current.errors)) return
          visited.current.add(path)
          current.validateField(path as never)
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

  const fields = Object.fromEntries(
    Object.keys(initialValues).map((name) => [
      name,
      form.getInputProps(name as never, typeof initialValues[name] === 'boolean' ? CHECKBOX : undefined),
    ]),
  ) as Record<keyof Values, GetInputPropsReturnType>
  return { form, fields }
}
