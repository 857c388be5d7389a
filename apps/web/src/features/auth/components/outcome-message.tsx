import { Loader, ThemeIcon, Title } from '@mantine/core'
import { useEffect, useRef, type ReactNode } from 'react'
import classes from './auth-page.module.css'

export interface OutcomeMessageProps {
  icon?: ReactNode
  title: string
  body?: ReactNode
  actions?: ReactNode
  /** Shows a spinner instead of the icon, and announces the title politely. */
  isWorking?: boolean
}

/**
 * The page body of the link pages (activation, e-mail change, single sign-on): what is happening, then how it went.
 * The title takes focus each time it changes, so the outcome is read out even though the address stays the same.
 */
export function OutcomeMessage({ icon, title, body, actions, isWorking = false }: OutcomeMessageProps) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!isWorking) titleRef.current?.focus()
  }, [isWorking, title])
  return (
    <div className={classes.centered} aria-busy={isWorking || undefined}>
      {isWorking ? (
        <Loader aria-hidden />
      ) : (
        <ThemeIcon size={64} aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Title order={1} className={classes.title} ref={titleRef} tabIndex={-1}>
        {title}
      </Title>
      {body ? <p className={classes.centeredBody}>{body}</p> : null}
      {actions}
    </div>
  )
}
