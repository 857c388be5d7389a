import type { RouteObject } from 'react-router'
import type { PageKey } from '../../config/paths'
import { lazyComponent } from '../../lib/lazy-component'
import { CHUNK_LOAD_TIMEOUT_MS } from '../route-rules'

/** Built screens by page key; the router gives every other §2 route its "coming soon" page. */
export type ScreenRegistry = Partial<Record<PageKey, Pick<RouteObject, 'lazy'>>>

/** §8: a page's code that has not arrived after 120000 ms fails into the error page. */
export function page<Module>(importer: () => Promise<Module>, pick: (module: Module) => React.ComponentType) {
  return lazyComponent(importer, pick, CHUNK_LOAD_TIMEOUT_MS)
}
