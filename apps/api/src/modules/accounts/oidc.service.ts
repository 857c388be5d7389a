import * as oidc from 'openid-client'
import { and, eq, sql } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { externalIdentities, users } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { UserRow } from './accounts.repository'

export type Provider = 'google' | 'sso'

interface ProviderSettings {
  issuer: string
  clientId: string
  clientSecret: string
  name: string
}

function settingsOf(config: Config, provider: Provider): ProviderSettings | undefined {
  if (provider === 'google') {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined
    return {
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      name: 'Google',
    }
  }
  if (!config.SSO_ISSUER || !config.SSO_CLIENT_ID || !config.SSO_CLIENT_SECRET) return undefined
  return {
    issuer: config.SSO_ISSUER,
    clientId: config.SSO_CLIENT_ID,
    clientSecret: config.SSO_CLIENT_SECRET,
    name: config.SSO_NAME,
  }
}

/** Providers this server is configured for; the web app shows a button only for these. */
export function availableProviders(config: Config): { provider: Provider; name: string }[] {
  return (['google', 'sso'] as const).flatMap((provider) => {
    const settings = settingsOf(config, provider)
    return settings ? [{ provider, name: settings.name }] : []
  })
}

/** What the browser carries between leaving for the provider and coming back (in a signed, httpOnly cookie). */
export interface PendingSignIn {
  provider: Provider
  state: string
  nonce: string
  codeVerifier: string
  /** Link the identity to this signed-in user instead of signing in. */
  linkUserId?: number
}

export interface ProviderProfile {
  subject: string
  email: string | undefined
  emailVerified: boolean
  firstName: string
  lastName: string
}

/**
 * Google sign-in and company SSO through OpenID Connect (authorization code flow with PKCE, state and nonce).
 * Discovery happens on first use and is cached per provider.
 */
export class OidcService {
  private readonly configurations = new Map<Provider, Promise<oidc.Configuration>>()

  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  callbackUrl() {
    return new URL('/api/ExternalAuthentication', this.config.APP_URL).toString()
  }

  async start(provider: Provider, linkUserId?: number): Promise<{ authorizationUrl: string; pending: PendingSignIn }> {
    const configuration = await this.configurationOf(provider)
    const codeVerifier = oidc.randomPKCECodeVerifier()
    const pending: PendingSignIn = {
      provider,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      ...(linkUserId ? { linkUserId } : {}),
    }
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.callbackUrl(),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    })
    return { authorizationUrl: url.toString(), pending }
  }

  /** Exchanges the code the provider sent back for the person's verified claims. */
  async finish(pending: PendingSignIn, currentUrl: URL): Promise<ProviderProfile> {
    const configuration = await this.configurationOf(pending.provider)
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
      })
      const idClaims = tokens.claims()
      if (!idClaims) throw new Error('no ID token claims')
      // Many providers keep e-mail and names out of the ID token; the userinfo endpoint has them.
      const claims =
        typeof idClaims.email === 'string'
          ? idClaims
          : { ...idClaims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)) }
      const name = typeof claims.name === 'string' ? claims.name : ''
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
        emailVerified: claims.email_verified === true,
        firstName: typeof claims.given_name === 'string' ? claims.given_name : (name.split(' ')[0] ?? ''),
        lastName: typeof claims.family_name === 'string' ? claims.family_name : name.split(' ').slice(1).join(' '),
      }
    } catch (cause) {
      throw new AppError(ErrorCode.PROVIDER_SIGN_IN_FAILED, { cause })
    }
  }

  /**
   * The account behind a provider identity: the one linked before, else the account with the same verified e-mail
   * (linked now), else a new talent account, active at once because the provider verified the e-mail.
   */
  async resolveUser(provider: Provider, profile: ProviderProfile, language: 'en' | 'es' | 'pt'): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ user: users })
        .from(externalIdentities)
        .innerJoin(users, eq(users.id, externalIdentities.userId))
        .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, profile.subject)))
      if (linked && linked.user.status !== 'deleted') return linked.user

      if (!profile.email || !profile.emailVerified) throw new AppError(ErrorCode.PROVIDER_SIGN_IN_FAILED)
      const [existing] = await tx
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${profile.email}`, sql`${users.status} <> 'deleted'`))
      const user =
        existing ??
        (
          await tx
            .insert(users)
            .values({
              email: profile.email,
              role: 'talent',
              firstName: profile.firstName || profile.email.split('@')[0]!,
              lastName: profile.lastName,
              language,
              status: 'active',
              activatedAt: new Date(),
              termsAcceptedAt: new Date(),
            })
            .returning()
        )[0]!
      if (existing?.status === 'pending') {
        // The provider verified the address, which is what the activation link would have proved.
        await tx.update(users).set({ status: 'active', activatedAt: new Date() }).where(eq(users.id, existing.id))
      }
      await tx
        .insert(externalIdentities)
        .values({ userId: user.id, provider, subject: profile.subject, email: profile.email })
      return { ...user, status: 'active' as const }
    })
  }

  /** Links a provider identity to a signed-in user (connected accounts in settings). */
  async link(userId: number, provider: Provider, profile: ProviderProfile) {
    await this.db
      .insert(externalIdentities)
      .values({ userId, provider, subject: profile.subject, email: profile.email ?? null })
      .onConflictDoNothing()
  }

  private configurationOf(provider: Provider) {
    const settings = settingsOf(this.config, provider)
    if (!settings) throw new AppError(ErrorCode.PROVIDER_NOT_CONFIGURED)
    let configuration = this.configurations.get(provider)
    if (!configuration) {
      const issuer = new URL(settings.issuer)
      configuration = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        // Local providers (development, tests) speak plain http; real ones must use https.
        ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      configuration.catch(() => this.configurations.delete(provider))
      this.configurations.set(provider, configuration)
    }
    return configuration
  }
}
