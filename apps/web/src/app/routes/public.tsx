import { Outlet } from 'react-router'
import { PublicLayout } from '../../components/layouts/public-layout'

export function PublicRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  )
}
