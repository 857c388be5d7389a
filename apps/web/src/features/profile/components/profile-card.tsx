import { Paper, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './profile.module.css'

export interface ProfileCardProps {
  /** The anchor of the card; its heading is `<id>-heading`. */
  id: string
  title: string
  description?: string
  icon: ReactNode
  /** Shown at the right of the heading: an "Add" button. */
  action?: ReactNode
  children: ReactNode
}

/** One card of a profile screen: a region named by its heading. */
export function ProfileCard({ id, title, description, icon, action, children }: ProfileCardProps) {
  const headingId = `${id}-heading`
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.card}
    >
      <div className={classes.cardHeader}>
        <ThemeIcon size={40} aria-hidden>
          {icon}
        </ThemeIcon>
        <div className={classes.cardHeaderText}>
          <Title order={2} size="h4" id={headingId} tabIndex={-1} className={classes.cardTitle}>
            {title}
          </Title>
          {description ? <p className={classes.cardDescription}>{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </Paper>
  )
}
