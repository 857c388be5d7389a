// Debian's Chromium as every browser run here starts it (the end-to-end tests and the web benches): headless, and
// without first-run, background, update or sync traffic, which this machine's closed network refuses.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
