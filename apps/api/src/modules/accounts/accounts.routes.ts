import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AccountSchema,
  CommunicationPreferencesSchema,
  CompanySessionSchema,
  ConnectedAccountsSchema,
  DeleteAccountSchema,
  LanguagePreferenceSchema,
  PreferencesSchema,
  PrivacySettingsSchema,
  SecondaryEmailSchema,
  SecurityEventSchema,
  type SignInResponseSchema,
} from '@sentinela/shared/schemas/accounts'
import { dataEnvelope } from '@sentinela/shared/schemas/common'
import { CompanyProfileSchema } from '@sentinela/shared/schemas/company'
import { currentUser, Done, errors, tags } from './accounts.routes-shared'
import { toAccount, type SignedIn } from './accounts.service'
import credentialsRoutes from './credentials.routes'
import oidcRoutes from './oidc.routes'
import { availableProviders } from './oidc.service'
import registrationRoutes from './registration.routes'
import sessionsRoutes from './sessions.routes'
import twoStepRoutes from './two-step.routes'

/**
 * §2 public screens, §7 "Auth and users", §2 settings screens. The account itself (its deletion, the company session,
 * preferences, connected accounts, security events) here; sign-up, sign-in and sessions, password and e-mail, two-step
 * and identity providers in the route files registered below, which share `respondSignedIn`.
 */
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts: service, accountsRepository: repository } = app.services

  /** Starts a session for a signed-in user and answers with token and role (§7). */
  async function respondSignedIn(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
    const token = await app.startSession(request, reply, signedIn.userId)
    return {
      data: {
        token,
        role: signedIn.role,
        subscriptionName: signedIn.subscriptionName,
        passwordExpiresInDays: signedIn.passwordExpiresInDays,
      },
    }
  }
  app.decorate('respondSignedIn', respondSignedIn)
  await app.register(oidcRoutes)
  await app.register(registrationRoutes)
  await app.register(sessionsRoutes)
  await app.register(credentialsRoutes)
  await app.register(twoStepRoutes)

  app.delete(
    '/users/user',
    {
      schema: {
        tags,
        summary: 'Delete the account: personal data removed, sessions ended',
        body: DeleteAccountSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { userId } = currentUser(request)
      await service.deleteAccount(request, userId, request.body.email, request.body.password)
      await app.endSession(request, reply)
      return { data: { done: true as const } }
    },
  )

  app.get(
    '/companies/company',
    {
      schema: {
        tags,
        summary: 'The signed-in company user and company (verifies the session, §7)',
        response: { 200: dataEnvelope(CompanySessionSchema.extend({ profile: CompanyProfileSchema })), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => {
      const user = await service.getUser(currentUser(request).userId)
      const profile = await app.services.companies.getProfile(user.companyId!)
      return {
        data: {
          account: toAccount(user),
          session: await service.signedIn(user),
          company: { id: profile.id, name: profile.name, subscriptionName: profile.subscriptionName },
          profile,
        },
      }
    },
  )

  async function preferencesOf(userId: number) {
    const user = await service.getUser(userId)
    return {
      language: user.language,
      communication: user.communicationPreferences,
      privacy: {
        dataSharingConsent: user.dataSharingConsent,
        marketingConsent: user.marketingConsent,
        topTalentOptIn: user.topTalentOptIn,
      },
    }
  }

  app.get(
    '/users/Preferences',
    {
      schema: {
        tags,
        summary: 'Language, communication and privacy preferences',
        response: { 200: dataEnvelope(PreferencesSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => ({ data: await preferencesOf(currentUser(request).userId) }),
  )

  app.post(
    '/users/CommunicationPreferences',
    {
      schema: {
        tags,
        summary: 'Save communication preferences',
        body: CommunicationPreferencesSchema,
        response: { 200: dataEnvelope(PreferencesSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId } = currentUser(request)
      await repository.updateUser(app.db, userId, { communicationPreferences: request.body })
      return { data: await preferencesOf(userId) }
    },
  )

  app.put(
    '/users/privacy',
    {
      schema: {
        tags,
        summary: 'Save privacy and marketing consent and top-talent visibility',
        body: PrivacySettingsSchema,
        response: { 200: dataEnvelope(PreferencesSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId } = currentUser(request)
      const isTalent = request.user?.role === 'talent'
      // Data sharing and top-talent visibility are about a talent's profile; companies only choose marketing.
      await repository.updateUser(app.db, userId, {
        marketingConsent: request.body.marketingConsent,
        ...(isTalent
          ? { dataSharingConsent: request.body.dataSharingConsent, topTalentOptIn: request.body.topTalentOptIn }
          : {}),
      })
      return { data: await preferencesOf(userId) }
    },
  )

  app.put(
    '/users/language',
    {
      schema: {
        tags,
        summary: 'Save the interface and e-mail language',
        body: LanguagePreferenceSchema,
        response: { 200: dataEnvelope(PreferencesSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId } = currentUser(request)
      await repository.updateUser(app.db, userId, { language: request.body.language })
      return { data: await preferencesOf(userId) }
    },
  )

  app.put(
    '/users/secondaryEmail',
    {
      schema: {
        tags,
        summary: 'Set or clear the secondary e-mail that can recover the account',
        body: SecondaryEmailSchema,
        response: { 200: dataEnvelope(AccountSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId } = currentUser(request)
      const user = await repository.updateUser(app.db, userId, { secondaryEmail: request.body.secondaryEmail })
      return { data: toAccount(user) }
    },
  )

  app.get(
    '/users/ConnectedAccounts',
    {
      schema: {
        tags,
        summary: 'Sign-in methods and connected accounts',
        response: { 200: dataEnvelope(ConnectedAccountsSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId } = currentUser(request)
      const user = await service.getUser(userId)
      const accounts = await repository.listIdentities(userId)
      return {
        data: {
          hasPassword: user.passwordHash !== null,
          twoStepEnabled: user.totpEnabledAt !== null,
          accounts: accounts.map((account) => ({ ...account, connectedAt: account.connectedAt.toISOString() })),
          availableProviders: availableProviders(app.config),
        },
      }
    },
  )

  app.get(
    '/users/securityEvents',
    {
      schema: {
        tags,
        summary: 'Recent security events of the account',
        response: { 200: dataEnvelope(z.array(SecurityEventSchema)), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const events = await repository.listAuditEvents(currentUser(request).userId, 20)
      return { data: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })) }
    },
  )
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a session and answers with its token (the accounts routes and the route files they register). */
    respondSignedIn(
      request: FastifyRequest,
      reply: FastifyReply,
      signedIn: SignedIn,
    ): Promise<{ data: z.infer<typeof SignInResponseSchema> }>
  }
}

export default accountsRoutes
