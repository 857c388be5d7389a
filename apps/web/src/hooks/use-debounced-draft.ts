import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'

/** The search waits for a pause in typing before it asks the API (§5 search; ~300 ms). */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A typed field kept in the address: what the person types shows at once, and is committed after a pause. When the
 * address changes from elsewhere (Back, "clear filters", a shared link), the field follows it, unless it already
 * says the same thing (`same`), so a trailing space being typed is not taken away.
 */
export function useDebouncedDraft<T>(committed: T, commit: (value: T) => void, same: (a: T, b: T) => boolean) {
  const [draft, setDraft] = useState(committed)
  const [seen, setSeen] = useState(committed)
  const debouncedCommit = useDebouncedCallback(commit, SEARCH_DEBOUNCE_MS)
  // Adjusting state while rendering is React's pattern for following a prop (no effect, no extra paint).
  if (!same(committed, seen)) {
    setSeen(committed)
    if (!same(committed, draft)) setDraft(committed)
  }
  const change = (value: T) => {
    setDraft(value)
    debouncedCommit(value)
  }
  return [draft, change] as const
}

/** For a typed text: the same when it differs only in the spaces around it. */
export const sameText = (a: string, b: string) => a.trim() === b.trim()

/** For a typed number: null while the field is empty. */
export const sameNumber = (a: number | null, b: number | null) => a === b
