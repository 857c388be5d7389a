// The server the end-to-end tests run against: a fresh embedded database every run, the built web app, demo seed.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { E2E_OUTBOX_KEY } from './lib/e2e-outbox.mjs'
import { API_SERVER, serverProcessEnv, ensureApiBuild, ROOT } from './lib/steps.mjs'

const port = process.env.E2E_PORT ?? '3100'
// One folder per port, so parallel runs (another checkout, another worker) never share a database.
const dataDir = join(ROOT, '.data', `e2e-${port}`)
rmSync(dataDir, { recursive: true, force: true })

const env = {
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: port,
  WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
  SEED_DEMO: 'true',
  DEV_OUTBOX: 'true',
  DEV_OUTBOX_KEY: E2E_OUTBOX_KEY,
  SMTP_URL: '',
  // No APP_URL: e-mailed links must follow the port the server listens on (issue #12), and the stories follow them.
  APP_URL: '',
  // The suite creates and signs in many accounts from one address; the limit itself has an API test.
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
  RATE_LIMIT_PER_MINUTE: '100000',
  // Job alert digests (#20): a daily alert's "day" lasts 4 seconds, so a story sees its digest arrive.
  JOB_ALERT_DAY_SECONDS: '4',
  LOG_LEVEL: 'warn',
}
// The same compiled server as `npm start`, rebuilt first when its sources changed.
ensureApiBuild()
const server = spawn(process.execPath, [API_SERVER], {
  cwd: ROOT,
  env: serverProcessEnv(env),
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
