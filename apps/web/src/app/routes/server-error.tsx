import { ServerErrorContent } from '../../components/errors/server-error-content'

/** /500: the error page (§2). */
export function ServerErrorRoute() {
  return <ServerErrorContent withReload={false} />
}
