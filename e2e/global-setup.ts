import { startOidcProvider } from './oidc-provider'

/** Starts the local identity provider the SSO test signs in through; Playwright stops it after the run. */
export default async function globalSetup() {
  const server = await startOidcProvider(`http://localhost:${process.env.E2E_PORT ?? 3100}`)
  return async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
