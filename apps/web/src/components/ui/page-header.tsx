import { Title } from '@mantine/core'
import { usePageTitle } from '../../hooks/use-page-title'
import classes from './page-header.module.css'

/** A screen's title (the one h1, also the tab's name) and its introduction. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  usePageTitle(title)
  return (
    <header className={classes.header}>
      <Title order={1} tabIndex={-1}>
        {title}
      </Title>
      <p className={classes.intro}>{intro}</p>
    </header>
  )
}
