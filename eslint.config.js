import js from '@eslint/js'
import i18next from 'eslint-plugin-i18next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // STYLE.md §7: every text a person reads goes through t(); a literal in JSX fails the lint.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Attributes a person reads or hears; props like variant="light" are code, not text.
          'jsx-attributes': {
            include: ['alt', 'aria-label', 'aria-description', 'title', 'placeholder', 'label', 'description'],
          },
        },
      ],
      // Issue #13: the list of every error code would ride on every page; the web compares codes as literals, which
      // the `ErrorCode` type checks.
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sentinela/shared/errors',
              message: "Import the ErrorCode type only and compare with literals (error.code === 'not_found').",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  {
    files: [
      'scripts/**',
      'apps/api/src/server.ts',
      'apps/api/src/db/migrate-cli.ts',
      'apps/api/seed/**',
      'apps/api/bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
)
