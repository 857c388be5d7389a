import { Paper } from '@mantine/core'
import type { ReactNode } from 'react'
import { LanguageSwitcher } from '../ui/language-switcher'
import { Logo } from '../ui/logo'
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link'
import { SiteSearch } from './site-search'
import classes from './public-layout.module.css'

const LIGHT = 'light'

/**
 * Public pages (sign-in, sign-up, 404, 500…): the logo and language choice above one centred card; `wide` for the open
 * screens a visitor reads signed out (job search, a job's page).
 */
export function PublicLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={classes.root}>
      <SkipLink />
      <header className={classes.header}>
        <Logo tone={LIGHT} />
        {/* The open screens (job search, a job, a post, the search itself) offer the search from small screens up (#18). */}
        {wide ? (
          <div className={classes.search}>
            <SiteSearch />
          </div>
        ) : null}
        <LanguageSwitcher />
      </header>
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Paper className={wide ? `${classes.card} ${classes.wide}` : classes.card}>{children}</Paper>
      </main>
    </div>
  )
}
