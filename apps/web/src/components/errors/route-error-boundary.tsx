import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { PublicLayout } from '../layouts/public-layout'
import { ServerErrorContent } from './server-error-content'

function useReportError() {
  const error = useRouteError()
  useEffect(() => {
    console.error(error)
  }, [error])
}

/**
 * For errors above any layout (a layout that failed to load or render): the 500 page in the public frame.
 * It lives in the first bundle, so it works even when the error was a page's code failing to arrive.
 */
export function RootErrorBoundary() {
  useReportError()
  return (
    <PublicLayout>
      <ServerErrorContent />
    </PublicLayout>
  )
}

/** For a page that failed to load or render: the 500 content inside the layout that is still standing. */
export function PageErrorBoundary() {
  useReportError()
  return <ServerErrorContent />
}
