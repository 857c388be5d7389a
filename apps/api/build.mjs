// Builds the server to plain JavaScript (dist/), so it runs on node alone with no TypeScript loader at run time
// (decision 007): `npm start` and the end-to-end server run dist/server.js. The workspace's own code, @sentinela/shared
// included (its exports are TypeScript sources), is bundled; every package from node_modules stays outside, loaded
// as it is (native addons, WebAssembly and data files beside their code, one copy of zod for everyone).
import { build } from 'esbuild'

const root = new URL('.', import.meta.url)

/** Bare imports (packages) are external, except the workspace's own. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sentinela/') ? undefined : { path: args.path, external: true },
    )
  },
}

await build({
  absWorkingDir: root.pathname,
  entryPoints: {
    server: 'src/server.ts',
    // The embedded database's thread, started by src/db/pglite-thread.ts from beside the bundle.
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  outdir: 'dist',
  // Chunks, named by content, sit beside server.js (code finds files relative to its own: ../drizzle, the database
  // thread's entry) and are never deleted here: a server already running from dist/ still finds the chunks it loads
  // later, such as the PDF export's.
  bundle: true,
  // The demo seed is imported only when SEED_DEMO is on: a chunk of its own, never loaded otherwise.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [nodeModulesExternal],
  logLevel: 'warning',
})
