import { Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { usePageTitle } from '../../../hooks/use-page-title'
import classes from './company.module.css'

/** A company screen's title (the one h1, also the tab's name), its introduction and its main action. */
export function PageHeader({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  usePageTitle(title)
  return (
    <header className={classes.header}>
      <div>
        <Title order={1} id="company-page-title" tabIndex={-1}>
          {title}
        </Title>
        {intro ? <p className={classes.intro}>{intro}</p> : null}
      </div>
      {action}
    </header>
  )
}
