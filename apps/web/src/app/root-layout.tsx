import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { AppLoader } from '../components/ui/app-loader'
import { NavigationProgress } from '../components/ui/navigation-progress'
import { SCROLL_TO_TOP_DELAY_MS } from './route-rules'
import classes from './root-layout.module.css'

/**
 * §2: each navigation scrolls to top after 100 ms. Focus moves to the new page's heading too, so screen reader and
 * keyboard users start reading the page they asked for (the first load keeps the browser's own focus). A change of
 * the query alone (a filter, a page of results, a deep link's step) stays on the same page: focus stays where the
 * person is working. The heading draws no focus box unless the keyboard brought it there (root-layout.module.css).
 */
function useNavigationFocus() {
  const location = useLocation()
  const isFirstRender = useRef(true)
  const lastPathname = useRef(location.pathname)
  useEffect(() => {
    const isNewPage = lastPathname.current !== location.pathname
    lastPathname.current = location.pathname
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, left: 0 })
      if (isFirstRender.current) {
        isFirstRender.current = false
        return
      }
      if (!isNewPage) return
      const heading = document.querySelector<HTMLElement>('main h1')
      if (heading && !heading.contains(document.activeElement)) {
        heading.tabIndex = -1
        if (classes.navigationTarget) heading.classList.add(classes.navigationTarget)
        heading.focus({ preventScroll: true })
      }
    }, SCROLL_TO_TOP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [location.key, location.pathname])
}

export function RootLayout() {
  useNavigationFocus()
  return (
    <>
      <NavigationProgress />
      {/* A page asking for a catalog that has not arrived yet (react-i18next suspends) waits here. */}
      <Suspense fallback={<AppLoader />}>
        <Outlet />
      </Suspense>
    </>
  )
}
