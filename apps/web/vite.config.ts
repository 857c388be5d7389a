import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** Where `npm start` runs the API in development; the dev server forwards API and health calls to it. */
const API_ORIGIN = 'http://localhost:3000'

/** Text files worth compressing; source maps are only for those who open the tools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 1024

/**
 * Writes a brotli (`.br`, best quality: done once at build) and a gzip (`.gz`) copy beside every text file of the
 * build, so the server sends the smallest encoding a browser accepts without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? walk(path) : [path]
    })
  return {
    name: 'sentinela-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const bytes = readFileSync(file)
        if (bytes.length < MIN_BYTES) continue
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}

/**
 * Issue #13: a first visit to a public page loads at most 170 KB of JavaScript, and every file costs a response's
 * headers (about 1 KB here) on top of its bytes. So the code is cut into a few larger files instead of a hundred
 * small ones: what every page runs (React, the router, i18next, TanStack Query, Mantine's core), the Mantine parts the
 * public frame and forms show, and, for the rest, Rolldown's own split with its small shared pieces folded into the
 * files that use them (`experimentalInlineCommonChunks`). `npm run bench:web` measures the result.
 */
const FRAMEWORK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](?:query-core|react-query)|use-sync-external-store|clsx|@mantine[\\/]store|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/
/**
 * `<Trans>` and its HTML parser serve a few signed-in screens only; so do TanStack Query's lists of queries and
 * "show more" pages (`useQueries`, `useInfiniteQuery`), which no public page runs.
 */
const NOT_FRAMEWORK =
  /react-i18next[\\/]dist[\\/]es[\\/]Trans|html-parse-stringify|void-elements|@tanstack[\\/](?:query-core|react-query)[\\/]build[\\/]modern[\\/](?:queriesObserver|infiniteQuery\w*|useQueries|useInfiniteQuery|useSuspense\w*|usePrefetch\w*|useMutationState|HydrationBoundary|hydration)\./
/** The Mantine components of the public frame (header, language choice) and of the sign-in and job pages. */
const PUBLIC_UI =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Alert|Anchor|Badge|Box|Button|Container|Divider|Group|Input|InputBase|Loader|NativeSelect|Paper|Stack|Text|ThemeIcon|Title|UnstyledButton|VisuallyHidden)[\\/]/
/** What every page runs of the app's own code: the entry, the API client, i18n set-up, and Rolldown's runtime. */
const APP =
  /(?:apps[\\/]web[\\/]src[\\/](?:main\.tsx|lib[\\/](?:api-client|i18n|storage)\.ts|config[\\/]env\.ts)|rolldown[\\/]runtime)/
/**
 * The files index.html loads before anything runs (module preload links): a dynamic import never needs to list them
 * again. Every lazy screen and catalog listed them, in the code of every page.
 */
const ALWAYS_LOADED = /^assets[\\/](?:rolldown-runtime|framework|public-ui|app)-[\w-]{8}\.(?:js|css)$/

const require = createRequire(import.meta.url)
/** A file of React Router's production build (its package's folder found the way Node finds it). */
const REACT_ROUTER_PRODUCTION = (file: string) =>
  join(dirname(require.resolve('react-router/package.json')), 'dist', 'production', file)

/** Shared pieces smaller than this (bytes of source, before minifying) are copied into each file that uses them. */
const INLINE_COMMON_CHUNKS_MAX_SIZE = 30_000

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  // React Router's package exports its development build only; its production build (the same code without the
  // development warnings and their messages) is beside it. The build uses it; the dev server and tests keep the
  // warnings.
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION('index.mjs') },
            { find: /^react-router\/dom$/, replacement: REACT_ROUTER_PRODUCTION('dom-export.mjs') },
          ],
        }
      : {},
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/healthz': API_ORIGIN,
      '/readyz': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports preloads modules itself: the polyfill would be a file of its own on every page.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) => {
        if (hostType === 'html') return deps
        const needed = deps.filter((dep) => !ALWAYS_LOADED.test(dep))
        // import() fetches the file itself: listed alone, it was only bytes in the caller (every catalog was).
        return needed.length === 1 && needed[0] === filename ? [] : needed
      },
    },
    rolldownOptions: {
      // Needed to fold shared pieces into their users; the entry's exports are never imported by anything.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_CHUNKS_MAX_SIZE },
          groups: [
            {
              name: 'framework',
              test: (id: string) => FRAMEWORK.test(id) && !NOT_FRAMEWORK.test(id),
              priority: 20,
            },
            { name: 'public-ui', test: PUBLIC_UI, priority: 10 },
            { name: 'app', test: APP, priority: 5 },
          ],
        },
      },
    },
  },
}))
