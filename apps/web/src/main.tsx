// Mantine's styles are imported once, here, before anything renders.
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadNamespaces } from './lib/i18n'
import { readSession } from './lib/session'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// Once a signed-in user's first page is up, fetch the rest of their language's catalogs while the browser is idle.
// Visitors on public pages load only what the page reads (issue #13: a light first visit).
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
if (readSession()) {
  whenIdle(() => {
    preloadNamespaces().catch((error: unknown) => console.warn('Could not preload the translation catalogs', error))
  })
}
