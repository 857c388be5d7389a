// `npm start`: install what is missing, build the web app and the server, then serve web + API on one port. The server migrates
// the database and, on the embedded database, seeds the demo data before it listens.
import { exitUnlessSupportedNode } from './lib/node-version.mjs'
import { spawn } from 'node:child_process'
import { API_SERVER, serverProcessEnv, ensureApiBuild, ensureDependencies, ensureWebBuild, ROOT } from './lib/steps.mjs'

// First, before anything is installed or built: a clear message on an unsupported Node.js, not a stack trace later.
exitUnlessSupportedNode()

ensureDependencies()
ensureWebBuild()
ensureApiBuild()

const usesEmbeddedDatabase = !process.env.DATABASE_URL
const env = {
  WEB_DIST_DIR: 'apps/web/dist',
  LOG_PRETTY: process.stdout.isTTY ? 'true' : 'false',
  // PRODUCT.md: demo accounts only on the embedded database, never on a real server.
  SEED_DEMO: usesEmbeddedDatabase ? 'true' : 'false',
  // Only this machine reaches the demo unless HOST says otherwise (the outbox below holds password-reset links).
  HOST: '127.0.0.1',
  // With no SMTP server the demo keeps e-mails in a local outbox, listed at /dev/outbox, so links can be followed.
  // The server serves it only while it listens on loopback, and only to requests from this machine.
  DEV_OUTBOX: usesEmbeddedDatabase && !process.env.SMTP_URL ? 'true' : 'false',
  ...process.env,
}

const server = spawn(process.execPath, [API_SERVER], {
  cwd: ROOT,
  env: serverProcessEnv(env),
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
