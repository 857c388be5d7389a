import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { describe, expect, it } from 'vitest'

// The module rules of docs/architecture.md, as `npm run lint` checks them: the project's own .dependency-cruiser.cjs
// run over two small trees laid out like the repository (apps/api/test/fixtures/dependency-rules).
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..')
const fixtures = join(root, 'apps/api/test/fixtures/dependency-rules')

async function violationsIn(fixture: 'broken' | 'clean') {
  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'))
  const { output } = await cruise(['apps'], { ...options, baseDir: join(fixtures, fixture) })
  const { modules, summary } = output as ICruiseResult
  // Every import of a fixture resolves, so a clean result means the rules held, not that nothing was followed.
  expect(modules.flatMap((module) => module.dependencies.filter((dependency) => dependency.couldNotResolve))).toEqual(
    [],
  )
  return summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }))
}

describe('the module rules (.dependency-cruiser.cjs)', () => {
  it("fail a module importing another module's repository, and a web feature importing another", async () => {
    expect(await violationsIn('broken')).toEqual([
      {
        rule: 'api-feature-through-service',
        from: 'apps/api/src/modules/alpha/alpha.service.ts',
        to: 'apps/api/src/modules/beta/beta.repository.ts',
      },
      {
        rule: 'web-feature-imports-no-feature',
        from: 'apps/web/src/features/one/show.ts',
        to: 'apps/web/src/features/two/format.ts',
      },
    ])
  })

  it("pass modules that meet through each other's service, test set-up and shared lib/", async () => {
    expect(await violationsIn('clean')).toEqual([])
  })
})
