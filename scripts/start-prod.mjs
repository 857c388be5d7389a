// `npm run start:prod`: the built server in production — no demo seed, no development outbox. The server itself
// refuses unsafe settings (no SMTP_URL, APP_URL not https beyond loopback, several instances without COOKIE_SECRET)
// and names each one (apps/api/src/config.ts, unsafeProductionSettings). docs/operations.md says how to run it.
import { exitUnlessSupportedNode } from './lib/node-version.mjs'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { API_SERVER, ROOT, serverProcessEnv } from './lib/steps.mjs'

exitUnlessSupportedNode()

// Production runs what was built (`npm run build:prod`, or the Dockerfile's build stage): nothing is built here.
const webDist = process.env.WEB_DIST_DIR ?? 'apps/web/dist'
for (const [what, path] of [
  ['server', API_SERVER],
  ['web app', resolve(ROOT, webDist, 'index.html')],
]) {
  if (!existsSync(path)) {
    console.error(`The ${what} is not built (${path} is missing): run \`npm run build:prod\` first.`)
    process.exit(1)
  }
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  WEB_DIST_DIR: webDist,
  // Never in production, whatever the environment says: demo accounts share one published password.
  SEED_DEMO: 'false',
  DEV_OUTBOX: 'false',
}

const server = spawn(process.execPath, [API_SERVER], { cwd: ROOT, env: serverProcessEnv(env), stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
