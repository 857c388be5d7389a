// `npm test`: the whole check, in order — lint, type check, unit, API integration, end-to-end in Chromium.
// Stops at the first failing step so the first error is the one on screen.
import { exitUnlessSupportedNode } from './lib/node-version.mjs'
import { ensureDependencies, run } from './lib/steps.mjs'

// First, before anything is installed or built: a clear message on an unsupported Node.js, not a stack trace later.
exitUnlessSupportedNode()

ensureDependencies()
const steps = ['lint', 'typecheck', 'test:unit', 'test:api', 'test:e2e']
const started = Date.now()
for (const step of steps) {
  console.log(`\n▶ npm run ${step}`)
  run('npm', ['run', step])
}
console.log(`\n✔ ${steps.join(', ')}: all green in ${Math.round((Date.now() - started) / 1000)} s`)
