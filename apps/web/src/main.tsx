// Mantine's styles are imported once, here, before anything renders.
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadNamespaces } from './lib/i18n'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// Once the first page is up, fetch the rest of the catalogs (option lists, NICE names…) while the browser is idle.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
whenIdle(() => {
  preloadNamespaces().catch((error: unknown) => console.warn('Could not preload the translation catalogs', error))
})
