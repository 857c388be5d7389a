import { Outlet, useLocation } from 'react-router'
import { ShellLayout } from '../../components/layouts/shell-layout'
import { getNavigation } from '../../config/navigation'
import { readSession } from '../../lib/session'
import { isToolbarHidden } from '../route-rules'

/** The main shell; the navigation guard has already checked that a session exists and holds. */
export function ShellRoute() {
  const { pathname } = useLocation()
  const session = readSession()
  return (
    <ShellLayout
      role={session?.role}
      navigation={session ? getNavigation(session.role) : []}
      toolbarHidden={isToolbarHidden(pathname)}
    >
      <Outlet />
    </ShellLayout>
  )
}
