import type { RouteObject } from 'react-router'
import type { PageKey, PageRoute } from '../../config/paths'
import { lazyComponent } from '../../lib/lazy-component'
import type { RouteHandle } from '../route-handle'
import { CHUNK_LOAD_TIMEOUT_MS } from '../route-rules'

/** Built screens by page key; the router gives every other §2 route its "coming soon" page. */
export type ScreenRegistry = Partial<Record<PageKey, Pick<RouteObject, 'lazy'>>>

/** §8: a page's code that has not arrived after 120000 ms fails into the error page. */
export function page<Module>(importer: () => Promise<Module>, pick: (module: Module) => React.ComponentType) {
  return lazyComponent(importer, pick, CHUNK_LOAD_TIMEOUT_MS)
}

/** The two error pages, public routes that every part of the table may send to. */
export const ERROR_SCREENS: ScreenRegistry = {
  not_found: {
    lazy: {
      Component: page(
        () => import('../routes/not-found'),
        (module) => module.NotFoundRoute,
      ),
    },
  },
  server_error: {
    lazy: {
      Component: page(
        () => import('../routes/server-error'),
        (module) => module.ServerErrorRoute,
      ),
    },
  },
}

const comingSoon = page(
  () => import('../routes/coming-soon'),
  (module) => module.ComingSoonRoute,
)

/** The routes of §2 as React Router reads them: each built screen from the registry, the others "coming soon". */
export function screenRoutes(routes: readonly PageRoute[], registry: ScreenRegistry): RouteObject[] {
  return routes.map((route) => {
    const handle: RouteHandle = { pageKey: route.pageKey }
    return { path: route.path, handle, ...(registry[route.pageKey] ?? { lazy: { Component: comingSoon } }) }
  })
}
