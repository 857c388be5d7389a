import { Outlet } from 'react-router'
import { PublicLayout } from '../../components/layouts/public-layout'

export function PublicRoute({ wide = false }: { wide?: boolean }) {
  return (
    <PublicLayout wide={wide}>
      <Outlet />
    </PublicLayout>
  )
}
