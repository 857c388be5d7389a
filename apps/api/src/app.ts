import jobAlertsPlugin from './modules/job-alerts/job-alerts.plugin'
import dataExportPlugin from './modules/data-export/data-export.plugin'
import messagesRoutes from './modules/messages/messages.routes'
import { PlansService } from './modules/billing/plans.service'
import { BillingService } from './modules/billing/billing.service'
import billingRoutes from './modules/billing/billing.routes'
import { randomBytes, randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import multipart from '@fastify/multipart'
import cookie from '@fastify/cookie'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorCode } from '@sentinela/shared/errors'
import { outboxIsServed, type Config } from './config'
import { ChangeFeed } from './lib/change-feed'
import { StemWordsCache } from './lib/search-query'
import { logSerializers } from './lib/log-redaction'
import securityHeadersPlugin from './plugins/security-headers'
import { CV_MAX_BYTES } from './lib/uploads'
import { pathsWithNul } from './lib/text-input'
import { AppError } from './lib/app-error'
import type { Database, DatabaseHandle } from './db/client'
import { AccountsRepository } from './modules/accounts/accounts.repository'
import accountsRoutes from './modules/accounts/accounts.routes'
import { AccountsService } from './modules/accounts/accounts.service'
import { AccountRecordsService } from './modules/accounts/account-records.service'
import { TwoStepService } from './modules/accounts/two-step.service'
import type { EmailService } from './modules/email/email.service'
import { FrameworkRepository } from './modules/framework/framework.repository'
import { FrameworkService } from './modules/framework/framework.service'
import companiesRoutes from './modules/companies/companies.routes'
import { CompaniesService } from './modules/companies/companies.service'
import talentSearchRoutes from './modules/talent-search/talent-search.routes'
import { TalentSearchService } from './modules/talent-search/talent-search.service'
import careersRoutes from './modules/careers/careers.routes'
import { LearningRepository } from './modules/learning/learning.repository'
import learningRoutes from './modules/learning/learning.routes'
import { LearningService } from './modules/learning/learning.service'
import { CareersService } from './modules/careers/careers.service'
import quizRoutes from './modules/quiz/quiz.routes'
import { QuizRepository } from './modules/quiz/quiz.repository'
import { QuizService } from './modules/quiz/quiz.service'
import teamRoutes from './modules/team/team.routes'
import { TeamService } from './modules/team/team.service'
import { JobDescriptionService } from './modules/jobs/job-description.service'
import { jobPostingHead } from './modules/jobs/job-posting'
import jobsRoutes from './modules/jobs/jobs.routes'
import { JobsService } from './modules/jobs/jobs.service'
import { ProfileRepository } from './modules/profile/profile.repository'
import profileRoutes from './modules/profile/profile.routes'
import { ProfileService } from './modules/profile/profile.service'
import cvAnalysisRoutes from './modules/cv-analysis/cv-analysis.routes'
import { CvAnalysisRepository } from './modules/cv-analysis/cv-analysis.repository'
import { CvAnalysisService } from './modules/cv-analysis/cv-analysis.service'
import { S3Storage } from './lib/s3-storage'
import { LocalDiskStorage, type FileStorage } from './lib/storage'
import { connectRedis } from './lib/redis'
import frameworkRoutes from './modules/framework/framework.routes'
import outboxRoutes from './modules/email/outbox.routes'
import healthRoutes from './modules/health/health.routes'
import masterDataRoutes from './modules/master-data/master-data.routes'
import seoRoutes from './modules/seo/seo.routes'
import accessPlugin from './plugins/access'
import errorsPlugin, { clientErrorHandler, frameworkErrors, send } from './plugins/errors'
import i18nPlugin from './plugins/i18n'
import openapiPlugin from './plugins/openapi'
import queuePlugin from './plugins/queue'
import metricsPlugin, { metricsRoutes } from './plugins/metrics'
import sessionPlugin, { type SessionStore } from './plugins/session'
import webPlugin from './plugins/web'
import { ContentRepository } from './modules/content/content.repository'
import contentRoutes from './modules/content/content.routes'
import { ContentService } from './modules/content/content.service'
import operatorRoutes from './modules/operator/operator.routes'
import { AwardsRepository } from './modules/awards/awards.repository'
import awardsRoutes from './modules/awards/awards.routes'
import portfolioRoutes from './modules/portfolio/portfolio.routes'
import resumeRoutes from './modules/resume/resume.routes'
import { AwardsService } from './modules/awards/awards.service'
import { OperatorService } from './modules/operator/operator.service'
import { AiSearchRepository } from './modules/ai-search/ai-search.repository'
import aiSearchRoutes from './modules/ai-search/ai-search.routes'
import { AiSearchService } from './modules/ai-search/ai-search.service'
import { AiAgentsRepository } from './modules/ai-agents/ai-agents.repository'
import aiAgentsRoutes from './modules/ai-agents/ai-agents.routes'
import { AiAgentsService } from './modules/ai-agents/ai-agents.service'
import { CandidateSummaryAgent } from './modules/ai-agents/candidate-summary'
import { CareerCoachAgent } from './modules/ai-agents/career-coach'
import { InterviewPracticeAgent } from './modules/ai-agents/interview-practice'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Database
    services: Services
    /** How in-memory caches hear of changes, on this instance and the others (decision 008). */
    changes: ChangeFeed
  }
}

/** Uploaded files: in the S3 bucket when one is configured (every instance sees them), else on this machine's disk. */
function fileStorage(config: Config): FileStorage {
  const bucket = config.S3_BUCKET
  return bucket
    ? new S3Storage({ ...config, S3_BUCKET: bucket })
    : new LocalDiskStorage(join(config.DATA_DIR, 'uploads'))
}

/** The composition root: every service built once, shared by the route modules (immich's layering). */
function createServices(
  app: {
    db: Database
    config: Config
    emails: EmailService
    log: FastifyBaseLogger
    sessionStore: SessionStore
    changes: ChangeFeed
  },
  database: Pick<DatabaseHandle, 'kind' | 'driver'>,
) {
  const framework = new FrameworkService(new FrameworkRepository(app.db))
  const plans = new PlansService(app.db, app.config, app.changes)
  const accountsRepository = new AccountsRepository(app.db, app.sessionStore, app.changes)
  const twoStep = new TwoStepService(app.db, accountsRepository)
  const accounts = new AccountsService(app.db, app.config, accountsRepository, app.emails, twoStep, plans)
  const storage = fileStorage(app.config)
  const profileRepository = new ProfileRepository(app.db, {
    // Through node-postgres: a PostgreSQL server, or the embedded database in its thread, which keeps each
    // connection's statement names apart in its one session. PGlite in this thread (tests, scripts) has no names.
    namedStatements: database.driver === 'node-postgres',
  })
  const profiles = new ProfileService(app.db, profileRepository, framework, storage)
  const cvAnalysis = new CvAnalysisService(new CvAnalysisRepository(app.db), storage, framework, profiles, app.log, {
    config: app.config,
  })
  // The job search's spelled-out stems: a job written here or on another instance may bring new words.
  const stemWords = new StemWordsCache()
  app.changes.subscribe((heard) => {
    if (heard === 'all' || heard.kind === 'job') stemWords.clear()
  })
  const jobs = new JobsService(app.db, stemWords, framework, profiles, app.emails, app.changes, plans)
  const jobDescriptions = new JobDescriptionService(app.config, framework, app.log)
  const companies = new CompaniesService(app.db, storage, app.changes)
  const team = new TeamService(app.db, app.emails, framework)
  const quiz = new QuizService(new QuizRepository(app.db), framework, profiles)
  const careers = new CareersService(app.db, app.emails, framework, plans)
  const learning = new LearningService(app.db, new LearningRepository(app.db), framework, profiles)
  const talentSearch = new TalentSearchService(app.db, framework, profiles, plans)
  const content = new ContentService(app.db, new ContentRepository(app.db), storage, app.emails, app.log)
  const accountRecords = new AccountRecordsService(accountsRepository)
  const operator = new OperatorService(app.db, accountRecords, app.emails)
  const billing = new BillingService(app.db, app.config, plans, app.emails, app.changes, app.log)
  const awards = new AwardsService(app.db, new AwardsRepository(app.db), accountRecords, storage, app.emails)
  const aiSearch = new AiSearchService(
    app.config,
    framework,
    jobs,
    learning,
    careers,
    talentSearch,
    plans,
    new AiSearchRepository(app.db),
    app.log,
  )
  const aiAgentsRepository = new AiAgentsRepository(app.db)
  const aiAgents = new AiAgentsService(app.db, aiAgentsRepository, app.config)
  const careerCoach = new CareerCoachAgent(framework, profiles, careers, learning)
  const interviewPractice = new InterviewPracticeAgent(framework)
  const candidateSummary = new CandidateSummaryAgent(aiAgentsRepository, framework, profiles)
  return {
    plans,
    billing,
    aiSearch,
    aiAgents,
    careerCoach,
    interviewPractice,
    candidateSummary,
    awards,
    cvAnalysis,
    content,
    operator,
    talentSearch,
    framework,
    accountsRepository,
    twoStep,
    accounts,
    storage,
    profiles,
    jobs,
    jobDescriptions,
    companies,
    team,
    quiz,
    careers,
    learning,
  }
}
export type Services = ReturnType<typeof createServices>

export interface BuildAppOptions {
  config: Config
  database: DatabaseHandle
  logger?: FastifyServerOptions['logger']
}

/** Builds the whole application: plugins, modules, error and 404 handlers (fastify/demo). No listening here. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    // Request lines carry addresses with secrets redacted (e-mailed tokens, OpenID Connect codes).
    logger: logger && typeof logger === 'object' ? { serializers: logSerializers, ...logger } : (logger ?? false),
    // Every log line of a request carries its id; a caller's X-Request-Id is kept so traces join up.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // The client's address is the socket's unless TRUST_PROXY names the proxies allowed to tell it (X-Forwarded-For):
    // rate limits, sessions and the audit log must not take a forged header's word for it.
    // A hop count trusts that many proxies in front (proxy-addr's rule, as Fastify applies a number).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    // Errors the router raises before any hook runs (a bad or too long address) leave in the one JSON shape too.
    frameworkErrors: (error, request, reply) =>
      frameworkErrors(error, request as unknown as FastifyRequest, reply as unknown as FastifyReply),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()

  // PostgreSQL text cannot hold a NUL character: such input is the client's error, told per field before anything runs.
  app.addHook('preValidation', async (request) => {
    const paths = [...pathsWithNul(request.body), ...pathsWithNul(request.query)]
    if (paths.length > 0) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        issues: paths.map((path) => ({ path, code: 'invalid_characters', params: {} })),
      })
    }
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('db', database.db)
  const changes = new ChangeFeed(database.url, (error) => app.log.warn({ err: error }, 'change feed connection lost'))
  app.decorate('changes', changes)
  app.addHook('onReady', () => changes.start())
  app.addHook('onClose', () => changes.stop())
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
    // API answers speak of a person (a profile, a session, a pipeline) unless a route says otherwise: no shared or
    // browser cache keeps them. Routes whose answers are public set their own Cache-Control.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store')
  })

  await app.register(i18nPlugin)
  await app.register(errorsPlugin)
  await app.register(securityHeadersPlugin, {
    options: {
      // Headers for browsers long gone, left out of every response (each page loads about ten files; issue #13):
      // X-XSS-Protection (the filter it disabled no longer exists), X-Download-Options (Internet Explorer 8),
      // X-Permitted-Cross-Domain-Policies (Flash and Acrobat), X-DNS-Prefetch-Control (the pages link to no other site).
      xXssProtection: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          // No <base> element anywhere: none may redirect the page's relative addresses (ASVS V3.4.3).
          baseUri: ["'none'"],
          formAction: ["'self'"],
          // HSTS already sends every request to this site over HTTPS, and the policy allows no other site.
          upgradeInsecureRequests: null,
        },
      },
    },
  })
  // Text answers made per request (JSON, a job page's HTML) leave compressed when the client accepts it; brotli at a
  // quality that costs little CPU. The web app's files are compressed once, at build (plugins/web.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await app.register(cookie, { secret: config.COOKIE_SECRET ?? randomBytes(32).toString('hex') })
  // Before the queue, whose jobs and e-mails it counts (docs/operations-metrics.md).
  await app.register(metricsPlugin, { database })
  await app.register(queuePlugin, { database })
  // Rate-limit counters live in Redis when REDIS_URL is set, so every instance counts the same client together; should
  // Redis fail, requests are served uncounted rather than refused (skipOnError) and the failure is logged.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  }
  // Order matters: each route's rate-limit hook is added here, before the access plugin adds the session lookup and
  // the access check after it, so a refused request never reaches the database.
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rate-limit:`, skipOnError: true } : {}),
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => {
      const error = new Error('rate limited') as Error & { statusCode: number }
      error.statusCode = context.statusCode
      return error
    },
  })
  await app.register(sessionPlugin)
  await app.register(accessPlugin)
  await app.register(multipart, { limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 5 } })
  await app.register(openapiPlugin)

  app.decorate('services', createServices(app, database))
  const { storage } = app.services
  if (storage instanceof S3Storage) app.addHook('onClose', () => storage.close())

  await app.register(healthRoutes)
  await app.register(metricsRoutes)
  await app.register(seoRoutes)
  await app.register(accountsRoutes, { prefix: '/api' })
  await app.register(profileRoutes, { prefix: '/api' })
  await app.register(frameworkRoutes, { prefix: '/api' })
  await app.register(masterDataRoutes, { prefix: '/api' })
  await app.register(jobsRoutes, { prefix: '/api' })
  await app.register(companiesRoutes, { prefix: '/api' })
  await app.register(teamRoutes, { prefix: '/api' })
  await app.register(cvAnalysisRoutes, { prefix: '/api' })
  await app.register(quizRoutes, { prefix: '/api' })
  await app.register(careersRoutes, { prefix: '/api' })
  await app.register(learningRoutes, { prefix: '/api' })
  await app.register(talentSearchRoutes, { prefix: '/api' })
  await app.register(aiSearchRoutes, { prefix: '/api' })
  await app.register(contentRoutes)
  await app.register(operatorRoutes)
  await app.register(awardsRoutes)
  await app.register(billingRoutes)
  await app.register(aiAgentsRoutes)
  // The talent's own space (#20): résumés and documents, portfolio, messages, job alerts.
  await app.register(resumeRoutes, { prefix: '/api' })
  await app.register(jobAlertsPlugin)
  await app.register(dataExportPlugin)
  await app.register(messagesRoutes, { prefix: '/api' })
  await app.register(portfolioRoutes)
  if (outboxIsServed(config)) await app.register(outboxRoutes, { prefix: '/api' })

  if (config.WEB_DIST_DIR) {
    const { jobs } = app.services
    await app.register(webPlugin, {
      distDir: config.WEB_DIST_DIR,
      pageHead: async (path) => {
        const id = /^\/jobs\/(\d{1,9})\/?$/i.exec(path)?.[1]
        const found = id ? await jobs.publicPosting(Number(id)) : undefined
        return found ? jobPostingHead(found.position, found.companyName, config.APP_URL) : undefined
      },
    })
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
    send(request, reply, 404, ErrorCode.ROUTE_NOT_FOUND),
  )

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
