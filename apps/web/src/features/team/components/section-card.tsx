import { Paper, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './team.module.css'

/** The id of a section's heading, which names the section and takes the focus when an item inside it goes away. */
export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`

/** Puts the focus on a section's heading once the item that had it is gone (removed, answered). */
export function focusSectionHeading(sectionId: string) {
  window.setTimeout(() => document.getElementById(sectionHeadingId(sectionId))?.focus(), 0)
}

export interface SectionCardProps {
  id: string
  title: string
  description?: string
  icon: ReactNode
  /** Shown at the right of the heading: a count. */
  aside?: ReactNode
  children: ReactNode
}

/** One card of a team screen: a region named by its heading. */
export function SectionCard({ id, title, description, icon, aside, children }: SectionCardProps) {
  const headingId = sectionHeadingId(id)
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
        {aside}
      </div>
      {children}
    </Paper>
  )
}
