import { Paper, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './company.module.css'

export interface SectionCardProps {
  /** The anchor of the card; its heading is `<id>-heading`. */
  id: string
  title: string
  description?: string
  icon: ReactNode
  /** Shown at the right of the heading: an "Edit" link, an "Add" button. */
  action?: ReactNode
  /** The heading level inside the page: 2 for the page's sections. */
  order?: 2 | 3
  children: ReactNode
}

/** One card of a company screen: a region named by its heading. */
export function SectionCard({ id, title, description, icon, action, order = 2, children }: SectionCardProps) {
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
          <Title order={order} size="h4" id={headingId} tabIndex={-1} className={classes.cardTitle}>
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
