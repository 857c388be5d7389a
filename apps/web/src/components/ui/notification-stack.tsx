import { Notifications } from '@mantine/notifications'
import classes from './notification-stack.module.css'

/** Where notifications appear; app/provider.tsx loads it with the first notification. */
export function NotificationStack() {
  return <Notifications position="top-right" classNames={{ root: classes.notifications }} />
}
