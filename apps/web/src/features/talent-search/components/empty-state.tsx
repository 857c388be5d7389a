import { Stack, Text, ThemeIcon } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './talent-search.module.css'

/** A list with nothing in it: what that means, and what to do next. */
export function EmptyState({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
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
      </Stack>
    </div>
  )
}
