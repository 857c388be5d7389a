import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/lib/chromium.mjs'
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER } from './oidc-provider'

const PORT = Number(process.env.E2E_PORT ?? 3100)

/** End-to-end tests drive Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One folder per port, so parallel runs never delete each other's traces.
  outputDir: `../test-results/e2e-${PORT}`,
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A story takes 10–30 s on an idle 2-core machine and twice that on a busy CI one: the bound catches hangs, not load.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // Video needs Playwright's own ffmpeg build, which is a download: traces and screenshots cover failures.
    video: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      E2E_PORT: String(PORT),
      ...(process.env.E2E_WEB_DIST ? { E2E_WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      // Company single sign-on against the local provider of global-setup.ts.
      SSO_ISSUER: OIDC_ISSUER,
      SSO_CLIENT_ID: OIDC_CLIENT_ID,
      SSO_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      SSO_NAME: 'Sentinela Test IdP',
    },
  },
})
