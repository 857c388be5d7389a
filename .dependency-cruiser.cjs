// Who may import whom — the rules of docs/architecture.md, checked by `npm run lint:deps` (part of `npm run lint`).
// Paths are relative to the repository root. `$1` in a `to` refers to the group the `from` path captured.
// A rule's `comment` is what the check prints beside a break, so each says what to do instead.

/** API module files that set up tests: they may reach into other modules to build their data (docs/architecture.md). */
const API_TEST_FILES = ['\\.test\\.ts$', '\\.test-helpers\\.ts$']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-feature-through-service',
      comment:
        "A module reaches another module only through that module's service (*.service.ts): call a service method, " +
        'or export the piece from its service file; a pure helper both need goes to lib/ or packages/shared.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: API_TEST_FILES },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: ['^apps/api/src/modules/$1/', '\\.service\\.ts$'] },
    },
    {
      name: 'api-repository-below-service',
      comment: 'Inside a module a repository is the bottom layer: routes → service → repository, never back up.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/.+\\.repository\\.ts$' },
      to: { path: '^apps/api/src/modules/[^/]+/.+\\.(service|routes)\\.ts$' },
    },
    {
      name: 'api-service-below-routes',
      comment: 'A service knows nothing of HTTP: it never imports routes (routes → service → repository).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/.+\\.service\\.ts$' },
      to: { path: '^apps/api/src/modules/[^/]+/.+\\.routes\\.ts$' },
    },
    {
      name: 'api-lib-db-import-no-module',
      comment: 'lib/ and db/ sit under the modules: they import no module, plugin or the app.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db)/' },
      to: { path: '^apps/api/src/(modules/|plugins/|app\\.ts$|server\\.ts$)' },
    },
    {
      name: 'api-plugin-through-service',
      comment: 'A plugin reaches a module only through its service, never its repository or routes; app.ts wires them.',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/' },
      to: { path: '^apps/api/src/modules/', pathNot: '\\.service\\.ts$' },
    },
    {
      name: 'api-nothing-imports-the-app',
      comment: 'app.ts and server.ts compose everything; nothing under them imports them back.',
      severity: 'error',
      from: { path: '^apps/api/src/(modules|plugins|lib|db)/', pathNot: API_TEST_FILES },
      to: { path: '^apps/api/src/(app|server)\\.ts$' },
    },
    {
      name: 'web-feature-imports-no-feature',
      comment:
        'A web feature never imports another feature (bulletproof-react): compose them in app/, or move what both ' +
        'need to components/, hooks/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'components/, hooks/, lib/ and config/ are shared by the features: they import no feature and not app/.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|hooks|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-imports-no-app',
      comment: 'The app layer composes the features; a feature never imports app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is at the bottom: it imports neither app.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-stay-apart',
      comment: 'The API and the web share code only through packages/shared.',
      severity: 'error',
      from: { path: '^apps/(api|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a service typed on another module's repository depends on that repository.
    tsPreCompilationDeps: true,
    // `@sentinela/shared/*` resolves through the workspace link to packages/shared/src.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    skipAnalysisNotInRules: true,
  },
}
