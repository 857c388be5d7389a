import { useCallback, useRef } from 'react'
import type { ZodType } from 'zod'

export interface LazySchema {
  /** The schema once it has arrived; until then a form checks nothing on blur or change. */
  getSchema: () => ZodType | undefined
  /** Fetches the schema (once); forms call it on their first focus and wait for it before checking a submission. */
  load: () => Promise<void>
}

/**
 * A form's shared zod schema fetched on the first interaction instead of with the page: zod is a large part of what a
 * public page would otherwise download on a first visit (issue #13). `load` must be a module-level function.
 */
export function useLazySchema(loadSchema: () => Promise<ZodType>): LazySchema {
  const schema = useRef<ZodType | undefined>(undefined)
  const loading = useRef<Promise<void> | undefined>(undefined)
  const load = useCallback(() => {
    loading.current ??= loadSchema().then(
      (loaded) => {
        schema.current = loaded
      },
      (error: unknown) => {
        loading.current = undefined // the next focus or submission tries again
        throw error
      },
    )
    return loading.current
  }, [loadSchema])
  const getSchema = useCallback(() => schema.current, [])
  return { getSchema, load }
}
