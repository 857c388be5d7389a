import {
  AppShell,
  Badge,
  Burger,
  ScrollArea,
  VisuallyHidden,
  type AppShellHeaderConfiguration,
  type AppShellNavbarConfiguration,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { NavGroup } from '../../config/navigation'
import type { Role } from '../../lib/session'
import { LanguageSwitcher } from '../ui/language-switcher'
import { Logo } from '../ui/logo'
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link'
import { ShellNavigation } from './shell-navigation'
import classes from './shell-layout.module.css'

export interface ShellLayoutProps {
  /** Shown in the toolbar; absent only if the session vanished while the page was open. */
  role?: Role
  navigation: readonly NavGroup[]
  /** §2: some screens (/subscriptions) show no toolbar. */
  toolbarHidden?: boolean
  children: ReactNode
}

const NAVBAR_ID = 'main-navigation'
const HEADER: AppShellHeaderConfiguration = { height: 64 }
/** Below this breakpoint the navbar folds away behind the burger. */
const NAVBAR_BREAKPOINT = 'sm'
const NAVBAR: AppShellNavbarConfiguration = { width: 280, breakpoint: NAVBAR_BREAKPOINT }
const BURGER_SIZE = 'sm'

/** The signed-in frame: toolbar (logo, role, language), navbar grouped per role, and the page. */
export function ShellLayout({ role, navigation, toolbarHidden = false, children }: ShellLayoutProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const [opened, { toggle, close }] = useDisclosure(false)

  // On small screens the navbar covers the page; a chosen link should reveal the page it opened.
  useEffect(() => {
    close()
  }, [location.key, close])

  return (
    <AppShell
      className={classes.shell}
      header={toolbarHidden ? undefined : HEADER}
      navbar={{ ...NAVBAR, collapsed: { mobile: !opened } }}
    >
      <SkipLink />
      {toolbarHidden ? null : (
        <AppShell.Header>
          <div className={classes.toolbar}>
            <div className={classes.cluster}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom={NAVBAR_BREAKPOINT}
                size={BURGER_SIZE}
                aria-label={opened ? t('nav.close') : t('nav.open')}
                aria-expanded={opened}
                aria-controls={NAVBAR_ID}
              />
              <Logo />
            </div>
            <div className={classes.cluster}>
              {role ? (
                <Badge className={classes.role}>
                  <span aria-hidden>{t(`nav.role.${role}`)}</span>
                  <VisuallyHidden>{t('nav.signed_in_as', { role: t(`nav.role.${role}`) })}</VisuallyHidden>
                </Badge>
              ) : null}
              <LanguageSwitcher />
            </div>
          </div>
        </AppShell.Header>
      )}
      <AppShell.Navbar id={NAVBAR_ID} aria-label={t('nav.label')} className={classes.navbar}>
        <AppShell.Section grow component={ScrollArea}>
          <ShellNavigation groups={navigation} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  )
}
