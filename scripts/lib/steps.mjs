// Helpers for the root scripts. Node built-ins only: these run before dependencies are installed.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = new URL('../..', import.meta.url).pathname
export { serverProcessEnv } from '../../apps/api/server-process.mjs'

/** Runs a command in the repository root, streaming its output; exits the script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options })
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

/** Newest modification time under a path, skipping dependency and build folders. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** Installs dependencies when node_modules is missing or older than the lock file ("installs what is missing"). */
export function ensureDependencies() {
  const installed = join(ROOT, 'node_modules', '.package-lock.json')
  const lock = join(ROOT, 'package-lock.json')
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('Installing dependencies (npm ci)…')
  run('npm', ['ci', '--no-fund', '--no-audit'])
}

/** Builds the web app when its sources (or the shared package) changed since the last build. */
export function ensureWebBuild() {
  const built = join(ROOT, 'apps/web/dist/index.html')
  const sources = Math.max(
    newestMtime(join(ROOT, 'apps/web')),
    newestMtime(join(ROOT, 'packages/shared/src')),
    newestMtime(join(ROOT, 'package-lock.json')),
  )
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return
  console.log('Building the web app…')
  run('npm', ['run', 'build'])
}

/** Where `npm start`, the end-to-end server and the bench run the server from: plain JavaScript (decision 007). */
export const API_SERVER = join(ROOT, 'apps/api/dist/server.js')

/**
 * Builds the server (apps/api/build.mjs, an esbuild bundle) when its sources, the shared package or the lock file
 * changed since the last build: nothing runs through a TypeScript loader at run time.
 */
export function ensureApiBuild() {
  const sources = Math.max(
    newestMtime(join(ROOT, 'apps/api/src')),
    newestMtime(join(ROOT, 'apps/api/seed')),
    newestMtime(join(ROOT, 'apps/api/build.mjs')),
    newestMtime(join(ROOT, 'packages/shared/src')),
    newestMtime(join(ROOT, 'package-lock.json')),
  )
  if (existsSync(API_SERVER) && statSync(API_SERVER).mtimeMs >= sources) return
  console.log('Building the server…')
  run(process.execPath, ['apps/api/build.mjs'])
}
