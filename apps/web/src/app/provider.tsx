import { MantineProvider } from '@mantine/core'
import { useNotifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { cssVariablesResolver, theme } from '../config/theme'
import { i18n } from '../lib/i18n'
import { queryClient } from '../lib/query-client'

const NotificationStack = lazy(() =>
  import('../components/ui/notification-stack').then((module) => ({ default: module.NotificationStack })),
)

/**
 * Mantine's notification stack (and its transitions) is fetched with the first notification, not on every first
 * visit (issue #13); the notification waits in the store meanwhile.
 */
function LazyNotifications() {
  const { notifications } = useNotifications()
  const [isNeeded, setIsNeeded] = useState(false)
  if (!isNeeded && notifications.length > 0) setIsNeeded(true)
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  )
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LazyNotifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  )
}
