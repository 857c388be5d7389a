import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { FIELD_PARAM } from '../lib/profile-links'

/** After the shell's own scroll to top and heading focus on a navigation (app/root-layout.tsx, 100 ms). */
const AFTER_NAVIGATION_MS = 250
/** Room for the fixed 4rem header above the section scrolled to. */
const HEADER_ROOM_PX = 80
const SECTION_ID = /^[a-z][a-z0-9_-]{0,40}$/i

/**
 * A deep link's `?field=clearance` (lib/profile-links.ts): once the form is on screen, scrolls to the section with
 * that id and puts focus on its first field, so the person lands where the link promised.
 */
export function useFocusField(isReady: boolean) {
  const [params] = useSearchParams()
  const field = params.get(FIELD_PARAM)
  useEffect(() => {
    if (!isReady || !field || !SECTION_ID.test(field)) return
    const timer = window.setTimeout(() => {
      const section = document.getElementById(field)
      const target = section?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
      if (!section || !target) return
      window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - HEADER_ROOM_PX })
      target.focus({ preventScroll: true })
    }, AFTER_NAVIGATION_MS)
    return () => window.clearTimeout(timer)
  }, [isReady, field])
}
