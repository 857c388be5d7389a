import { useCallback, useState } from 'react'
import { useLocation, type Location } from 'react-router'

export interface UpdateOptions {
  /** Typing replaces the current entry (no entry per keystroke); choices add one, so Back undoes them. */
  replace?: boolean
}

/** The entry state React Router keeps beside each address: its key and its place in the session history. */
interface RouterEntryState {
  usr: unknown
  key: string
  idx: number
}

function readEntryIndex(): number {
  const state = window.history.state as Partial<RouterEntryState> | null
  return typeof state?.idx === 'number' ? state.idx : 0
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10)
}

/** Applies a change to the filters in the address (`useFiltersInAddress`'s second item). */
export type UpdateFilters<Filters> = (change: Partial<Filters>, options?: UpdateOptions) => void

/** How a screen's filters read from and write to the address, and how a change applies (search-params.ts). */
export interface FiltersInAddress<Filters> {
  read: (params: URLSearchParams) => Filters
  write: (filters: Filters) => URLSearchParams
  change: (filters: Filters, change: Partial<Filters>) => Filters
}

/**
 * A search's filters, kept in the address so a search can be shared and Back returns to it. `read`, `write` and
 * `change` are the screen's own module functions (stable across renders).
 *
 * A filter change writes the address through the History API in React Router's own entry format rather than through
 * a router navigation: every router navigation re-checks the session with the API (navigation-guard.ts) and, per
 * §2, scrolls to the top and moves focus to the page heading (root-layout.tsx), which would pull the person out of
 * the search box or the filter they are using after every keystroke. Back and Forward are real router navigations:
 * they arrive as a new `location`, and the filters follow it.
 */
export function useFiltersInAddress<Filters>({
  read,
  write,
  change: apply,
}: FiltersInAddress<Filters>): readonly [Filters, UpdateFilters<Filters>] {
  const location = useLocation()
  const [state, setState] = useState<{ location: Location; filters: Filters }>(() => ({
    location,
    filters: read(new URLSearchParams(location.search)),
  }))
  // Following the router's location while rendering (React's pattern for state derived from a changing prop).
  if (state.location !== location) {
    setState({ location, filters: read(new URLSearchParams(location.search)) })
  }

  const update = useCallback(
    (change: Partial<Filters>, { replace = false }: UpdateOptions = {}) => {
      // The address is the source of truth: a change applies on top of what it says now.
      const next = apply(read(new URLSearchParams(window.location.search)), change)
      const search = write(next).toString()
      const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        const index = readEntryIndex()
        const entry: RouterEntryState = { usr: null, key: newKey(), idx: replace ? index : index + 1 }
        if (replace) window.history.replaceState(entry, '', url)
        else window.history.pushState(entry, '', url)
      }
      setState((current) => ({ location: current.location, filters: next }))
    },
    [read, write, apply],
  )

  return [state.filters, update] as const
}
