// End-to-end tests drive Debian's Chromium, never a downloaded browser. Install it when missing (as root, with
// apt-get), or stop and say how — never skip the browser tests silently.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package (sudo apt-get install chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.',
    )
    process.exit(1)
  }
  console.log('Installing Debian chromium for the end-to-end tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand and run npm test again.`)
      process.exit(1)
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`)
    process.exit(1)
  }
}
