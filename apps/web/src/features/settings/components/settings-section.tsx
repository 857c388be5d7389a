import { Paper, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './settings.module.css'

/** The id of a section's heading, which names the section and takes the focus when a step inside it closes. */
export function sectionHeadingId(sectionId: string) {
  return `${sectionId}-heading`
}

export interface SettingsSectionProps {
  /** The anchor of the section, also used by the "On this page" links. */
  id: string
  title: string
  description?: string
  icon: ReactNode
  /** `danger` marks a destructive section (account deletion) with a red frame. */
  tone?: 'default' | 'danger'
  children: ReactNode
}

/** One settings card: a region named by its heading, saving on its own. */
export function SettingsSection({ id, title, description, icon, tone = 'default', children }: SettingsSectionProps) {
  const headingId = sectionHeadingId(id)
  const isDanger = tone === 'danger'
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={isDanger ? classes.danger : classes.section}
    >
      <div className={classes.sectionHeader}>
        <ThemeIcon size={40} color={isDanger ? 'red' : undefined} aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Title order={2} size="h4" id={headingId} tabIndex={-1} className={classes.sectionTitle}>
            {title}
          </Title>
          {description ? <p className={classes.sectionDescription}>{description}</p> : null}
        </div>
      </div>
      {children}
    </Paper>
  )
}
