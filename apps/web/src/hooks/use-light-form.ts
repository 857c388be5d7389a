import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

type Errors = Record<string, string | undefined>

/** What each field spreads on its input, as @mantine/form's `getInputProps` gives it. */
export interface LightInputProps {
  value: string
  error: string | undefined
  'data-path': string
  onChange: (event: { currentTarget: { value: string } } | string) => void
  onBlur: () => void
}

/** What a checkbox spreads: its state in `checked`, as @mantine/form gives it with `{ type: 'checkbox' }`. */
export interface LightCheckboxProps {
  checked: boolean
  error: string | undefined
  'data-path': string
  onChange: (event: { currentTarget: { checked: boolean } }) => void
  onBlur: () => void
}

/** Each field's props: text fields take a value, boolean fields are checkboxes. */
export type LightFields<Values> = {
  [Path in keyof Values]: Values[Path] extends boolean ? LightCheckboxProps : LightInputProps
}

export interface LightForm<Values> {
  values: Values
  errors: Errors
  setFieldError: (path: string, message: string | undefined) => void
  clearErrors: () => void
  setValues: (values: Partial<Values>) => void
  getInputNode: (path: string) => HTMLElement | null
  onSubmit: (
    onValid: (values: Values) => void,
    onInvalid?: (errors: Errors) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void
}

/**
 * useCheckedForm's behaviour (§5: a field is checked when it is left, then at every change, the other visited
 * fields with it; messages follow a language switch) for the small text-only forms of the public pages, without
 * @mantine/form: a first visit to /sign-in or /password-recovery stays light (issue #13).
 */
export function useLightCheckedForm<Values extends Record<string, string | boolean>>(
  initialValues: Values,
  validate: (values: Values) => Errors,
): { form: LightForm<Values>; fields: LightFields<Values> } {
  const [values, setValuesState] = useState(initialValues)
  const [errors, setErrorsState] = useState<Errors>({})
  const valuesRef = useRef(values)
  const errorsRef = useRef(errors)
  const visited = useRef(new Set<string>())

  const setErrors = (next: Errors) => {
    const cleaned = Object.fromEntries(Object.entries(next).filter(([, message]) => message !== undefined))
    errorsRef.current = cleaned
    setErrorsState(cleaned)
  }
  const setFieldError = (path: string, message: string | undefined) =>
    setErrors({ ...errorsRef.current, [path]: message })
  const validateField = (path: string) => setFieldError(path, validate(valuesRef.current)[path])
  const writeValues = (next: Values) => {
    valuesRef.current = next
    setValuesState(next)
  }

  const { i18n } = useTranslation()
  const shownLanguage = useRef(i18n.language)
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return
    shownLanguage.current = i18n.language
    for (const path of Object.keys(errorsRef.current)) validateField(path)
  })

  // The handlers below run on input events, never during render; the rule cannot tell through Object.fromEntries.
  /* eslint-disable react-hooks/refs */
  const change = (path: string, value: string | boolean) => {
    const previousErrors = Object.keys(errorsRef.current)
    writeValues({ ...valuesRef.current, [path]: value })
    setFieldError(path, undefined)
    for (const visitedPath of new Set([...visited.current, ...previousErrors])) validateField(visitedPath)
  }
  const onBlur = (path: string) => () => {
    visited.current.add(path)
    validateField(path)
  }
  const fields = Object.fromEntries(
    Object.keys(initialValues).map((path) => [
      path,
      typeof initialValues[path] === 'boolean'
        ? ({
            checked: values[path] === true,
            error: errors[path],
            'data-path': path,
            onChange: (event) => change(path, event.currentTarget.checked),
            onBlur: onBlur(path),
          } satisfies LightCheckboxProps)
        : ({
            value: String(values[path] ?? ''),
            error: errors[path],
            'data-path': path,
            onChange: (event) => change(path, typeof event === 'string' ? event : event.currentTarget.value),
            onBlur: onBlur(path),
          } satisfies LightInputProps),
    ]),
  ) as LightFields<Values>
  /* eslint-enable react-hooks/refs */

  const form: LightForm<Values> = {
    values,
    errors,
    setFieldError,
    clearErrors: () => setErrors({}),
    setValues: (partial) => {
      writeValues({ ...valuesRef.current, ...partial })
      setErrors({})
    },
    getInputNode: (path) => document.querySelector<HTMLElement>(`[data-path="${path}"]`),
    onSubmit: (onValid, onInvalid) => (event) => {
      event?.preventDefault()
      const found = validate(valuesRef.current)
      setErrors(found)
      if (Object.values(found).some((message) => message !== undefined)) onInvalid?.(errorsRef.current)
      else onValid(valuesRef.current)
    },
  }
  return { form, fields }
}
