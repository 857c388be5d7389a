import { Title } from '@mantine/core'
import type { MouseEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { sectionHeadingId } from './settings-section'
import classes from './settings.module.css'

export interface SettingsPageLink {
  id: string
  label: string
}

export interface SettingsPageProps {
  title: string
  intro: string
  /** The sections, in page order, for the "On this page" list shown beside them on wide screens. */
  links: readonly SettingsPageLink[]
  children: ReactNode
}

/**
 * Scrolls to a section and moves focus to its heading. A plain hash link would be a router navigation, which
 * scrolls back to the top and checks the session again.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(sectionHeadingId(id))
  if (!heading) return
  event.preventDefault()
  heading.closest('section')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  heading.focus({ preventScroll: true })
}

/** The frame of a settings screen: title, one-line introduction, sections, and an in-page table of contents. */
export function SettingsPage({ title, intro, links, children }: SettingsPageProps) {
  const { t } = useTranslation('settings')
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Title order={1}>{title}</Title>
        <p className={classes.intro}>{intro}</p>
      </header>
      <div className={classes.sections}>{children}</div>
      {links.length > 1 ? (
        <nav className={classes.toc} aria-labelledby="settings-toc-title">
          <p id="settings-toc-title" className={classes.tocTitle}>
            {t('on_this_page')}
          </p>
          <ul className={classes.tocList}>
            {links.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} className={classes.tocLink} onClick={(event) => jumpTo(event, link.id)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
