import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { AppLoader } from '../components/ui/app-loader'
import { NavigationProgress } from '../components/ui/navigation-progress'
import { SCROLL_TO_TOP_DELAY_MS } from './route-rules'

/**
 * §2: each navigation scrolls to top after 100 ms. Focus moves to the new page's heading too, so screen reader and
 * keyboard users start reading the page they asked for (the first load keeps the browser's own focus).
 */
function useNavigationFocus() {
  const location = useLocation()
  const isFirstRender = useRef(true)
  useEffect(() => {
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, left: 0 })
      if (isFirstRender.current) {
        isFirstRender.current = false
        return
      }
      const heading = document.querySelector<HTMLElement>('main h1')
      if (heading && !heading.contains(document.activeElement)) {
        heading.tabIndex = -1
        heading.focus({ preventScroll: true })
      }
    }, SCROLL_TO_TOP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [location.key])
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
