import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DEFAULT_LANGUAGE, parseAcceptLanguage, parseLanguage, type Language } from '@sentinela/shared/i18n/languages'
import { translatorFor, type Translate } from '../lib/i18n'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `?lang=`, else Accept-Language, else English. `pr` reads as `pt` (PRODUCT.md). */
    language: Language
    t: Translate
  }
}

/** The caller's language: `?lang=`, else Accept-Language, else English. */
export function languageOf(request: Pick<FastifyRequest, 'url' | 'headers'>): Language {
  let queryLanguage: string | null = null
  // Most addresses carry no ?lang=: they are not parsed at all.
  if (request.url.includes('lang=')) {
    try {
      queryLanguage = new URL(request.url, 'http://localhost').searchParams.get('lang')
    } catch {
      // An address the URL parser refuses has no usable ?lang=.
    }
  }
  return parseLanguage(queryLanguage) ?? parseAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE
}

/** Picks each request's language once, so every message in the answer speaks it. */
export default fp(
  async (app) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE)
    app.decorateRequest('t', null as unknown as Translate)
    app.addHook('onRequest', async (request, reply) => {
      request.language = languageOf(request)
      request.t = translatorFor(request.language)
      reply.header('Content-Language', request.language)
    })
  },
  { name: 'i18n' },
)
