import type { UIMatch } from 'react-router'
import type { PageKey } from '../config/paths'

/** What each screen's route carries for the components that render it. */
export interface RouteHandle {
  pageKey: PageKey
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).pageKey === 'string'
}

/** The title key of the deepest matched screen. */
export function findPageKey(matches: readonly UIMatch[]): PageKey | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle
    if (isRouteHandle(handle)) return handle.pageKey
  }
  return undefined
}
