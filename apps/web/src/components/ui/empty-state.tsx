import { Stack, Text, ThemeIcon } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './empty-state.module.css'

/** A list with nothing in it: what that means, and what to do next (or the way to fill it, as `action`). */
export function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode
  title: string
  body: string
  action?: ReactNode
}) {
  return (
    <div className={classes.empty}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={700} size="lg" ta="center">
          {title}
        </Text>
        <Text c="dimmed" ta="center" maw={520}>
          {body}
        </Text>
        {action}
      </Stack>
    </div>
  )
}
