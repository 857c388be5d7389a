import { Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './auth-page.module.css'

export interface AuthPageProps {
  title: string
  subtitle?: ReactNode
  children?: ReactNode
}

/** The frame of every account page: one h1, a short line under it, then the page's own content. */
export function AuthPage({ title, subtitle, children }: AuthPageProps) {
  return (
    <div className={classes.root}>
      <div className={classes.intro}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}
      </div>
      {children}
    </div>
  )
}

/** A row of links under a form: sign up, forgot password, back to sign in. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className={classes.links}>{children}</div>
}
