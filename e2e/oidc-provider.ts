import type { Server } from 'node:http'
import Provider from 'oidc-provider'

export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3199)
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`
export const OIDC_CLIENT_ID = 'sentinela-e2e'
export const OIDC_CLIENT_SECRET = 'sentinela-e2e-client-secret-0123456789'

/**
 * A real OpenID Connect provider on localhost for the SSO end-to-end test. Its development login screen accepts any
 * login name; the account's e-mail is `<login>@example.com`, verified.
 */
export async function startOidcProvider(appUrl: string): Promise<Server> {
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${appUrl}/api/ExternalAuthentication`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: true } },
    // oidc-provider keeps scope claims (e-mail, names) for the userinfo endpoint, as strict providers do, so this
    // test goes through the API's userinfo fallback.
    async findAccount(_context: unknown, id: string) {
      const login = id.toLowerCase()
      return {
        accountId: login,
        async claims() {
          const [first = login, last = 'Tester'] = login.split('.')
          const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
          return {
            sub: login,
            email: `${login}@example.com`,
            email_verified: true,
            given_name: capital(first),
            family_name: capital(last),
            name: `${capital(first)} ${capital(last)}`,
          }
        },
      }
    },
  })
  provider.proxy = true
  return new Promise((resolve) => {
    const server = provider.listen(OIDC_PORT, () => resolve(server))
  })
}
