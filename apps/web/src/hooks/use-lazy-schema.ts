import type { TFunction } from 'i18next'
import { useCallback, useRef, type FormEvent } from 'react'
import type { ZodType } from 'zod'
import { i18n } from '../lib/i18n'
import type { zodValidator } from '../lib/zod-validator'

type Validator = (values: object) => Record<string, string>

export interface LazySchema {
  /** The schema once it has arrived; until then a form checks nothing on blur or change. */
  getSchema: () => ZodType | undefined
  /**
   * The schema as a form's `validate` function (zodValidator, with the `validation` catalog's messages in `t`'s
   * language), once the schema, the validator and that catalog have arrived; undefined until then.
   */
  getValidator: (t: TFunction) => Validator | undefined
  /** Fetches the schema (once); forms call it on their first focus and wait for it before checking a submission. */
  load: () => Promise<void>
  /** The form element's `onFocus`: the first focus fetches the schema. */
  onFormFocus: () => void
  /**
   * For the form element's `onSubmit`: waits for the schema, then calls `submit` (which checks the fields), or
   * `onLoadFailed` when it could not be fetched.
   */
  submitWhenLoaded: (
    event: FormEvent<HTMLFormElement>,
    submit: () => void,
    onLoadFailed: (error: Error) => void,
  ) => void
}

/**
 * A form's shared zod schema fetched on the first interaction instead of with the page: zod, the validator and the
 * `validation` catalog are a large part of what a public page would otherwise download on a first visit (issue #13).
 * `load` must be a module-level function.
 */
export function useLazySchema(loadSchema: () => Promise<ZodType>): LazySchema {
  const schema = useRef<ZodType | undefined>(undefined)
  const validator = useRef<typeof zodValidator | undefined>(undefined)
  const loading = useRef<Promise<void> | undefined>(undefined)
  const load = useCallback(() => {
    loading.current ??= Promise.all([
      loadSchema(),
      import('../lib/zod-validator'),
      i18n.loadNamespaces('validation'),
    ]).then(
      ([loaded, module]) => {
        schema.current = loaded
        validator.current = module.zodValidator
      },
      (error: unknown) => {
        loading.current = undefined // the next focus or submission tries again
        throw error
      },
    )
    return loading.current
  }, [loadSchema])
  const getSchema = useCallback(() => schema.current, [])
  const getValidator = useCallback(
    (t: TFunction) => (schema.current && validator.current ? validator.current<object>(schema.current, t) : undefined),
    [],
  )
  const onFormFocus = useCallback(() => void load().catch(() => undefined), [load])
  const submitWhenLoaded = useCallback<LazySchema['submitWhenLoaded']>(
    (event, submit, onLoadFailed) => {
      event.preventDefault()
      load().then(
        () => submit(),
        (error: unknown) => onLoadFailed(error instanceof Error ? error : new Error(String(error))),
      )
    },
    [load],
  )
  return { getSchema, getValidator, load, onFormFocus, submitWhenLoaded }
}
