import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/**
 * Serves the built web app next to the API. Hashed assets are cached for a year; index.html never, so a deploy is
 * picked up on the next navigation. Any other path that is not a file gets index.html, and the web router decides
 * (its own /404 page included). `/api/*` and missing `/assets/*` stay real 404s.
 */
export interface WebPluginOptions {
  distDir: string
  /**
   * Extra <head> content for a page address (a public job's title and schema.org JobPosting), put in place of the
   * default title so crawlers and link previews read it without running the app. Undefined keeps the page as built.
   */
  pageHead?: (path: string) => Promise<string | undefined>
}

/** Hashed scripts and stylesheets: never changed, never revalidated by date, never fetched in parts. */
const SUBRESOURCE = /^assets\/[^/]+\.(?:js|css)$/
const SUBRESOURCE_POLICY =
  "default-src 'self';base-uri 'none';form-action 'self';frame-ancestors 'none';object-src 'none';script-src 'self'"

const webPlugin: FastifyPluginAsyncZod<WebPluginOptions> = async (app, options) => {
  const root = resolve(options.distDir)
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`WEB_DIST_DIR ${root} has no index.html: build the web app first (npm run build)`)
  }
  const indexHtml = readFileSync(resolve(root, 'index.html'), 'utf8')
  // Cache-Control is ours: hashed assets are immutable, everything else is revalidated.
  // The build writes .br and .gz beside each text file; the smallest one the browser accepts is sent as it is.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true })

  app.get(
    '/*',
    {
      schema: { hide: true, params: z.object({ '*': z.string() }) },
      // Static files cost nothing to serve and a page needs dozens; limiting them would break pages behind one NAT.
      config: { access: 'public', rateLimit: false },
    },
    async (request, reply) => {
      const path = request.params['*']
      const file = resolve(root, path)
      const isInside = file === root || file.startsWith(root + sep)
      // Dot files and folders (.git, .env) are never served, whatever a deploy left in the folder (ASVS V13.4.1);
      // /.well-known/ (security.txt) stays reachable.
      const isHidden = path.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')
      if (path !== '' && isInside && !isHidden && existsSync(file) && statSync(file).isFile()) {
        const cache = path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
        if (SUBRESOURCE.test(path)) {
          // Every response keeps the security headers (ASVS V3.4 tests). What an immutable file never needs goes, as
          // each page loads about ten of them and headers count on the wire (issue #13): Last-Modified and ETag (never
          // revalidated), Accept-Ranges, and the language of a file that has none.
          // The policies that only a page acts on (framing, opener, origin keying) go as well, and the content policy
          // keeps what a browser would apply were the file ever opened as a page, everything else falling back to
          // default-src: stricter than a page's, half its length.
          for (const header of [
            'content-language',
            'x-frame-options',
            'cross-origin-opener-policy',
            'origin-agent-cluster',
          ]) {
            reply.removeHeader(header)
          }
          reply.header('Content-Security-Policy', SUBRESOURCE_POLICY)
          return reply
            .header('Cache-Control', cache)
            .sendFile(path, { lastModified: false, etag: false, acceptRanges: false })
        }
        return reply.header('Cache-Control', cache).sendFile(path)
      }
      if (path.startsWith('api/') || path.startsWith('assets/') || !isInside || isHidden) return reply.callNotFound()
      const head = await options.pageHead?.(`/${path}`)
      if (head) {
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexHtml.replace(/<title>[^<]*<\/title>/, () => head))
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
    },
  )
}

export default fp(webPlugin, { name: 'web', dependencies: ['access'] })
