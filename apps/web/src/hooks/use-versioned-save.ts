import type { UseFormReturnType } from '@mantine/form'
import { useState } from 'react'
import type { ConflictState } from '../components/ui/conflict-alert'
import { ApiError } from '../lib/api-client'
import { placeFieldIssues } from '../lib/form-errors'
import { rebaseValues } from '../lib/rebase-values'

export interface VersionedSaveOptions<Saved, Values> {
  /** The version the edit starts from (§4). Saves send it; a refetch in the background does not move it. */
  version?: number
  /** The code the API refuses a stale save with (409), e.g. `ErrorCode.COMPANY_VERSION_CONFLICT`. */
  conflictCode: string
  /** Reads the latest saved version again, past any cache; undefined when there is none to read. */
  loadLatest: () => Promise<Saved | undefined>
  /**
   * The form the edit is typed in, and how a saved version reads in it. A save then shows what was saved, and a
   * reload keeps every field the person changed, on top of the latest saved values for the rest.
   */
  form?: UseFormReturnType<Values>
  toValues?: (saved: Saved) => Values
  /** For `showError`: the form field an API issue's path belongs to, or undefined when it is none of them. */
  fieldFor?: (path: string, values: Values) => string | undefined
  /** For `showError`: the screen's notification of what belongs to no field. */
  notifyError?: (message: string) => void
}

export interface VersionedSave<Saved, Values = never> {
  /** The version the next save is based on: the one read, then the one saved or reloaded. */
  version: number
  conflict: ConflictState
  isReloading: boolean
  /** True for the API's refusal of a stale save, which the conflict alert tells (nothing else needs saying). */
  isConflict: (error: unknown) => error is ApiError
  /**
   * Runs a save based on `version` and answers what was saved. Throws what the save threw; a stale save (409) also
   * moves `conflict` to `stale`, and the person's edit stays where it is.
   */
  save: (run: (version: number) => Promise<Saved>) => Promise<Saved>
  /**
   * After a conflict: loads the latest version, bases the next save on it and moves `conflict` to `reloaded`.
   * Answers it (undefined when there was none to read); throws when it could not be loaded.
   */
  reload: () => Promise<Saved | undefined>
  /**
   * Tells the person what a refused save means: nothing more for a stale save (the conflict alert says it), the API's
   * field issues on their fields, and the rest in a notification. Answers whether some issue went on a field, for the
   * form to say "check the red fields".
   */
  showError: (error: unknown, values: Values) => boolean
}

const NO_CONFLICT: ConflictState = { status: 'none' }

/**
 * One edit saved whole with optimistic versions (§4), the way every versioned screen does it: the profile sections,
 * the company profile and the job stepper. A save from elsewhere in between is refused (409) and nothing typed is
 * lost; the person loads the latest version and saves again on top of it.
 */
export function useVersionedSave<Saved extends { version: number }, Values extends object = never>({
  version: readVersion = 0,
  conflictCode,
  loadLatest,
  form,
  toValues,
  fieldFor,
  notifyError,
}: VersionedSaveOptions<Saved, Values>): VersionedSave<Saved, Values> {
  const [version, setVersion] = useState(readVersion)
  const [conflict, setConflict] = useState<ConflictState>(NO_CONFLICT)
  const [isReloading, setReloading] = useState(false)

  const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.code === conflictCode

  const save = async (run: (version: number) => Promise<Saved>) => {
    try {
      const saved = await run(version)
      setVersion(saved.version)
      setConflict(NO_CONFLICT)
      if (form && toValues) {
        const savedValues = toValues(saved)
        form.setInitialValues(savedValues)
        form.setValues(savedValues)
      }
      return saved
    } catch (error) {
      if (isConflict(error)) setConflict({ status: 'stale', message: error.message })
      throw error
    }
  }

  const reload = async () => {
    setReloading(true)
    try {
      const latest = await loadLatest()
      if (!latest) return undefined
      if (form && toValues) {
        const latestValues = toValues(latest)
        const rebased = rebaseValues(form.getInitialValues(), form.getValues(), latestValues)
        form.setInitialValues(latestValues)
        form.setValues(rebased)
      }
      setVersion(latest.version)
      setConflict({ status: 'reloaded' })
      return latest
    } finally {
      setReloading(false)
    }
  }

  const showError = (error: unknown, values: Values) => {
    if (isConflict(error)) return false
    if (!(error instanceof ApiError)) {
      notifyError?.(error instanceof Error ? error.message : String(error))
      return false
    }
    const { placed, rest } = placeFieldIssues(
      error,
      (field, message) => form?.setFieldError(field, message),
      (path) => fieldFor?.(path, values),
    )
    if (rest) notifyError?.(rest)
    return placed > 0
  }

  return { version, conflict, isReloading, isConflict, save, reload, showError }
}
