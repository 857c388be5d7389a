import type { ComponentType } from 'react'
import { withTimeout } from './with-timeout'

/**
 * Loads a route's component for React Router's `lazy.Component`, giving up after `timeoutMs` (§8).
 *
 * React Router ignores a failed `lazy.Component` on a route without a loader and renders an empty page. So a failure
 * (network error, new deploy, timeout) resolves to a component that throws it when rendered instead: the nearest
 * route error boundary then shows the error page, with its reload button.
 */
export function lazyComponent<Module>(
  importer: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  timeoutMs: number,
): () => Promise<ComponentType> {
  return async () => {
    try {
      return pick(await withTimeout(importer(), timeoutMs))
    } catch (error) {
      return function FailedToLoad(): never {
        throw error
      }
    }
  }
}
