import { ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './status-message.module.css'

export interface StatusMessageProps {
  icon: ReactNode
  /** A short line above the title: a badge or a status code. */
  eyebrow?: ReactNode
  title: string
  body: string
  /** Buttons or links that lead on. */
  actions?: ReactNode
}

/** The page body for states that have no content of their own: coming soon, not found, something went wrong. */
export function StatusMessage({ icon, eyebrow, title, body, actions }: StatusMessageProps) {
  return (
    <div className={classes.root}>
      <ThemeIcon size={72} aria-hidden>
        {icon}
      </ThemeIcon>
      {eyebrow}
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <p className={classes.body}>{body}</p>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </div>
  )
}

/** A large status code ("404") shown above a title; decorative, the title says the same in words. */
export function StatusCode({ children }: { children: ReactNode }) {
  return (
    <span className={classes.code} aria-hidden>
      {children}
    </span>
  )
}
