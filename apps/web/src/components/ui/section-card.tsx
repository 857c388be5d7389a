import { Paper, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import layout from './layout.module.css'

/** The id of a section's heading, which names the section and takes the focus when an item inside it goes away. */
export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`

/** Puts the focus on a section's heading once the item that had it is gone (removed, answered). */
export function focusSectionHeading(sectionId: string) {
  window.setTimeout(() => document.getElementById(sectionHeadingId(sectionId))?.focus(), 0)
}

export interface SectionCardProps {
  /** The anchor of the card; its heading is `<id>-heading`. */
  id: string
  title: string
  description?: string
  icon: ReactNode
  /** Shown at the right of the heading: an "Edit" link, an "Add" button, a count. */
  action?: ReactNode
  /** The heading level inside the page: 2 for the page's sections. */
  order?: 2 | 3
  /** Keeps more room for the title before the action goes below it (the profile's cards). */
  wideTitle?: boolean
  children: ReactNode
}

/** One card of an edit or workspace screen: a region named by its heading. */
export function SectionCard({
  id,
  title,
  description,
  icon,
  action,
  order = 2,
  wideTitle = false,
  children,
}: SectionCardProps) {
  const headingId = sectionHeadingId(id)
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={layout.card}
    >
      <div className={layout.cardHeader}>
        <ThemeIcon size={40} aria-hidden>
          {icon}
        </ThemeIcon>
        <div className={layout.cardHeaderText} data-wide-title={wideTitle || undefined}>
          <Title order={order} size="h4" id={headingId} tabIndex={-1} className={layout.cardTitle}>
            {title}
          </Title>
          {description ? <p className={layout.cardDescription}>{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </Paper>
  )
}
