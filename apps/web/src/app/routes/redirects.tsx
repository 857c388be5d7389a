import { Navigate } from 'react-router'
import { PATHS } from '../../config/paths'
import { readSession } from '../../lib/session'
import { getHomePath } from '../route-rules'

/**
 * `/` and unknown addresses never render in practice: the navigation guard redirects them first. These components
 * only make sure the router always has something to render for them, with the same outcome.
 */
export function HomeRedirect() {
  return <Navigate to={getHomePath(readSession())} replace />
}

export function NotFoundRedirect() {
  return <Navigate to={PATHS.notFound} replace />
}
