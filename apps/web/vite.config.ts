import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Where `npm start` runs the API in development; the dev server forwards API and health calls to it. */
const API_ORIGIN = 'http://localhost:3000'

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/healthz': API_ORIGIN,
      '/readyz': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
})
