// The Node.js versions the project supports: the root package.json's `engines.node`, the one place it is stated
// (README and docs/operations-deploy.md repeat it). Node built-ins only, and plain syntax: this runs first, before
// dependencies are installed, on whatever Node the operator has.
import { readFileSync } from 'node:fs'

/** The supported range as package.json states it, e.g. "^20.19.0 || ^22.13.0 || >=24". */
export function supportedNodeRange() {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  return manifest.engines.node
}

/** "20.19" → [20, 19, 0]; missing parts count as 0. */
function parts(version) {
  const numbers = version.replace(/^v/, '').split('-')[0].split('.').map(Number)
  return [numbers[0] || 0, numbers[1] || 0, numbers[2] || 0]
}

function compare(a, b) {
  for (let index = 0; index < 3; index++) if (a[index] !== b[index]) return a[index] - b[index]
  return 0
}

/**
 * Whether a version meets a range written with the forms package.json uses here: `^X.Y.Z` (same major, at least
 * X.Y.Z) and `>=X[.Y[.Z]]`, alternatives joined by `||`. Any other form throws, so a range edited into something
 * this check cannot read fails loudly instead of letting every version through.
 */
export function satisfies(version, range) {
  const found = parts(version)
  return range.split('||').some((alternative) => {
    const comparator = alternative.trim()
    const caret = /^\^(\d+(?:\.\d+){0,2})$/.exec(comparator)
    if (caret) {
      const least = parts(caret[1])
      return found[0] === least[0] && compare(found, least) >= 0
    }
    const atLeast = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(comparator)
    if (atLeast) return compare(found, parts(atLeast[1])) >= 0
    throw new Error(`scripts/lib/node-version.mjs cannot read the engines.node range "${range}" (at "${comparator}")`)
  })
}

/** The range in words: "^20.19.0 || >=24" → "20.19.0 or later on 20, or 24 or later". */
export function describeRange(range) {
  const alternatives = range.split('||').map((alternative) => {
    const comparator = alternative.trim()
    if (comparator.startsWith('^')) return `${comparator.slice(1)} or later on ${parts(comparator.slice(1))[0]}`
    return `${comparator.replace(/^>=\s*/, '')} or later`
  })
  return alternatives.length > 1
    ? `${alternatives.slice(0, -1).join(', ')}, or ${alternatives.at(-1)}`
    : alternatives[0]
}

/** Stops the script, naming the supported range and the version found, when this Node.js is outside the range. */
export function exitUnlessSupportedNode(version = process.versions.node) {
  const range = supportedNodeRange()
  if (satisfies(version, range)) return
  console.error(
    `✖ Sentinela needs Node.js ${range} (${describeRange(range)}); this is Node.js ${version} (${process.execPath}).\n` +
      '  Install a supported Node.js (https://nodejs.org) and run the command again.',
  )
  process.exit(1)
}
