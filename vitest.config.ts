import { defineConfig } from 'vitest/config'

// API integration tests live beside their module (`modules/<feature>/<feature>.test.ts`) and in apps/api/test;
// everything else named *.test.ts(x) is a unit test.
const API_TESTS = ['apps/api/src/modules/**/*.test.ts', 'apps/api/test/**/*.test.ts']

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: [...API_TESTS, '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: API_TESTS,
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
