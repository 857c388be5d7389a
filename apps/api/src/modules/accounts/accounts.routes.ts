import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AccountSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  CommunicationPreferencesSchema,
  CompanySessionSchema,
  ConfirmEmailChangeSchema,
  ConnectedAccountsSchema,
  DeleteAccountSchema,
  LanguagePreferenceSchema,
  PreferencesSchema,
  PrivacySettingsSchema,
  RecoverPasswordSchema,
  RecoveryCodesSchema,
  RegisterCompanySchema,
  RegisteredSchema,
  RegisterTalentSchema,
  ResetPasswordSchema,
  SecondaryEmailSchema,
  ActiveSessionSchema,
  SecurityEventSchema,
  SignInResponseSchema,
  SignInSchema,
  TokenParamsSchema,
  TwoStepCodeSchema,
  TwoStepDisableSchema,
  TwoStepSetupSchema,
} from '@sentinela/shared/schemas/accounts'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import { CompanyProfileSchema } from '@sentinela/shared/schemas/company'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { signedInUser } from '../../plugins/access'
import type { UserRow } from './accounts.repository'
import type { SignedIn } from './accounts.service'
import oidcRoutes from './oidc.routes'
import { availableProviders } from './oidc.service'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  423: ErrorResponseSchema,
}
const Done = dataEnvelope(z.object({ done: z.literal(true) }))
const tags = ['Accounts']

/** The user columns an account answer is made of (a read may select only these). */
type AccountUser = Pick<UserRow, 'id' | 'email' | 'secondaryEmail' | 'firstName' | 'lastName' | 'role' | 'language'> &
  Pick<UserRow, 'companyId' | 'isMainAdmin' | 'passwordHash' | 'totpEnabledAt'>

export function toAccount(user: AccountUser): z.infer<typeof AccountSchema> {
  return {
    id: user.id,
    email: user.email,
    secondaryEmail: user.secondaryEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    language: user.language,
    companyId: user.companyId,
    isMainAdmin: user.isMainAdmin,
    hasPassword: user.passwordHash !== null,
    twoStepEnabled: user.totpEnabledAt !== null,
  }
}

/** The signed-in user, for routes whose policy already guarantees one. */
function currentUser(request: FastifyRequest) {
  const user = signedInUser(request)
  return { userId: user.id, sessionId: user.sessionId }
}

/** §2 public screens, §7 "Auth and users", §2 settings screens. */
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts: service, twoStep, accountsRepository: repository } = app.services
  const signInLimit = { max: app.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' }

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

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Register a talent',
        body: RegisterTalentSchema,
        response: { 201: dataEnvelope(RegisteredSchema), ...errors },
      },
      config: { access: 'public', rateLimit: signInLimit },
    },
    async (request, reply) => reply.code(201).send({ data: await service.registerTalent(request, request.body) }),
  )

  app.post(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Register a company and its main admin',
        body: RegisterCompanySchema,
        response: { 201: dataEnvelope(RegisteredSchema), ...errors },
      },
      config: { access: 'public', rateLimit: signInLimit },
    },
    async (request, reply) => reply.code(201).send({ data: await service.registerCompany(request, request.body) }),
  )

  app.post(
    '/users/confirm/:token',
    {
      schema: {
        tags,
        summary: 'Activate an account from the e-mailed link; starts a session',
        params: TokenParamsSchema,
        response: { 200: dataEnvelope(SignInResponseSchema), ...errors },
      },
      config: { access: 'public', rateLimit: signInLimit },
    },
    async (request, reply) => respondSignedIn(request, reply, await service.activate(request, request.params.token)),
  )

  app.post(
    '/authentication/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (and a two-step code when on)',
        body: SignInSchema,
        response: { 200: dataEnvelope(SignInResponseSchema), ...errors },
      },
      config: { access: 'public', rateLimit: signInLimit },
    },
    async (request, reply) => {
      const { email, password, totpCode } = request.body
      return respondSignedIn(request, reply, await service.signIn(request, email, password, totpCode))
    },
  )

  app.post(
    '/authentication/logout',
    {
      schema: { tags, summary: 'Sign out: ends this session', response: { 204: z.null() } },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { userId } = currentUser(request)
      await app.endSession(request, reply)
      await recordAudit(app.db, request, 'sign_out', userId)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/password/recover',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the e-mail exists)',
        body: RecoverPasswordSchema,
        response: { 202: Done, ...errors },
      },
      config: { access: 'public', rateLimit: signInLimit },
    },
    async (request, reply) => {
      await service.requestPasswordReset(request, request.body.email)
      return reply.code(202).send({ data: { done: true } })
    },
  )

  app.post(
    '/password/reset',
    {
      schema: {
        tags,
        summary: 'Choose a new password from a reset link; unblocks the account and ends every session',
        body: ResetPasswordSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'public', rateLimit: signInLimit },
    },
    async (request) => {
      await service.resetPassword(request, request.body.token, request.body.password)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/users/reset/password',
    {
      schema: { tags, summary: 'Change the password', body: ChangePasswordSchema, response: { 200: Done, ...errors } },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request)
      await service.changePassword(request, userId, sessionId, request.body.currentPassword, request.body.password)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/users/reset/email',
    {
      schema: {
        tags,
        summary: 'Ask to change the e-mail; a link to the new address confirms it',
        body: ChangeEmailSchema,
        response: { 202: dataEnvelope(z.object({ pendingEmail: z.string() })), ...errors },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { userId } = currentUser(request)
      const result = await service.requestEmailChange(
        request,
        userId,
        request.body.newEmail,
        request.body.currentPassword,
      )
      return reply.code(202).send({ data: result })
    },
  )

  app.post(
    '/users/confirm/change/email',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail change from the link sent to the new address',
        body: ConfirmEmailChangeSchema,
        response: { 200: dataEnvelope(z.object({ email: z.string() })), ...errors },
      },
      config: { access: 'public', rateLimit: signInLimit },
    },
    async (request) => ({ data: await service.confirmEmailChange(request, request.body.token) }),
  )

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

  app.get(
    '/users/sessions',
    {
      schema: {
        tags,
        summary: 'The sessions of the account still in force, the current one marked (ASVS V7.5.2)',
        response: { 200: dataEnvelope(z.array(ActiveSessionSchema)), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request)
      const rows = await repository.listActiveSessions(userId, app.config.SESSION_MAX_DAYS)
      return {
        data: rows.map((row) => ({
          ...row,
          current: row.id === sessionId,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      }
    },
  )

  app.delete(
    '/users/sessions/:id',
    {
      schema: {
        tags,
        summary: 'End one of the account’s sessions (the current one signs this device out)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { userId } = currentUser(request)
      if (!(await repository.revokeOwnSession(userId, request.params.id))) throw new AppError(ErrorCode.NOT_FOUND)
      await recordAudit(app.db, request, 'session_ended', userId, { sessionId: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/users/sessions/endOthers',
    {
      schema: {
        tags,
        summary: 'End every session of the account but this one',
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { userId, sessionId } = currentUser(request)
      await app.db.transaction((tx) => repository.revokeSessions(tx, userId, sessionId))
      await recordAudit(app.db, request, 'other_sessions_ended', userId)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/users/twoStep/setup',
    {
      schema: {
        tags,
        summary: 'Start two-step sign-in set-up: secret and QR code',
        response: { 200: dataEnvelope(TwoStepSetupSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => ({ data: await twoStep.beginSetup(currentUser(request).userId) }),
  )

  app.post(
    '/users/twoStep/enable',
    {
      schema: {
        tags,
        summary: 'Confirm set-up with a code; returns one-time recovery codes and ends the other sessions',
        body: TwoStepCodeSchema,
        response: { 200: dataEnvelope(RecoveryCodesSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request)
      return { data: await twoStep.enable(request, userId, request.body.code, sessionId) }
    },
  )

  app.post(
    '/users/twoStep/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-step sign-in off (password again); ends the other sessions',
        body: TwoStepDisableSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request)
      await twoStep.disableWithPassword(request, userId, request.body.password, sessionId)
      return { data: { done: true as const } }
    },
  )
}

declare module 'fastify' {
  interface FastifyInstance {
    respondSignedIn(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): Promise<unknown>
  }
}

export default accountsRoutes
