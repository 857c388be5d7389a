// Mantine's styles are imported once, here, before anything renders.
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { i18nReady, preloadNamespaces } from './lib/i18n'
import { readSession } from './lib/session'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The first page's text comes in its language's catalogs, fetched beside the page's code (the router has already
// started loading it); a catalog that fails to arrive still lets the page render, with its keys.
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
i18nReady.then(render, (error: unknown) => {
  console.warn('Could not load the translation catalogs', error)
  render()
})

// Once a signed-in user's first page is up, fetch the rest of their language's catalogs while the browser is idle.
// Visitors on public pages load only what the page reads (issue #13: a light first visit).
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
if (readSession()) {
  whenIdle(() => {
    preloadNamespaces().catch((error: unknown) => console.warn('Could not preload the translation catalogs', error))
  })
}
