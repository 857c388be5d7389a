import {
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  ScrollArea,
  VisuallyHidden,
  type AppShellHeaderConfiguration,
  type AppShellNavbarConfiguration,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconCheck, IconLogout } from '@tabler/icons-react'
import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import type { NavGroup } from '../../config/navigation'
import { PATHS } from '../../config/paths'
import { api, ApiError } from '../../lib/api-client'
import { purgeSession, takeSessionNotice, type Role } from '../../lib/session'
import { LanguageSwitcher } from '../ui/language-switcher'
import { Logo } from '../ui/logo'
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link'
import { ShellNavigation } from './shell-navigation'
import { SiteSearch } from './site-search'
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
/** Below this breakpoint the toolbar has no room for sign-out, which moves to the navbar. */
const SIGN_OUT_BREAKPOINT = 'xs'

/**
 * Ends the session on the server (POST /authentication/logout), then forgets it in the browser and goes to sign-in.
 * A session the server no longer knows (401) counts as signed out; any other failure keeps the person signed in and
 * says why, since the session cookie would otherwise stay valid.
 */
function SignOutButton({ placement }: { placement: 'toolbar' | 'navbar' }) {
  const { t } = useTranslation('settings')
  const navigate = useNavigate()
  const [isPending, setPending] = useState(false)
  const signOut = async () => {
    setPending(true)
    try {
      await api.post('/authentication/logout')
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        setPending(false)
        notifications.show({
          color: 'red',
          message: error instanceof Error ? error.message : String(error),
          icon: <IconAlertCircle size={18} aria-hidden />,
          closeButtonProps: { 'aria-label': t('close') },
        })
        return
      }
    }
    purgeSession()
    // The purge leaves "Not authenticated" for the sign-in page; a chosen sign-out deserves its own words.
    takeSessionNotice()
    notifications.show({
      color: 'teal',
      message: t('sign_out.done'),
      icon: <IconCheck size={18} aria-hidden />,
      closeButtonProps: { 'aria-label': t('close') },
    })
    await navigate(PATHS.signIn, { replace: true })
  }
  const inNavbar = placement === 'navbar'
  return (
    <Button
      variant="subtle"
      color="navy.7"
      fullWidth={inNavbar}
      justify={inNavbar ? 'flex-start' : undefined}
      leftSection={<IconLogout size={18} aria-hidden />}
      loading={isPending}
      onClick={() => void signOut()}
    >
      {t('sign_out.label')}
    </Button>
  )
}

/** The signed-in frame: toolbar (logo, search, role, language, sign-out), navbar grouped per role, and the page. */
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
            <div className={classes.search}>
              <SiteSearch />
            </div>
            <div className={classes.cluster}>
              {role ? (
                <Badge className={classes.role}>
                  <span aria-hidden>{t(`nav.role.${role}`)}</span>
                  <VisuallyHidden>{t('nav.signed_in_as', { role: t(`nav.role.${role}`) })}</VisuallyHidden>
                </Badge>
              ) : null}
              <LanguageSwitcher />
              {/* Its words live in the settings catalog, fetched on first use: only the button waits for them. */}
              <Box visibleFrom={SIGN_OUT_BREAKPOINT}>
                <Suspense fallback={null}>
                  <SignOutButton placement="toolbar" />
                </Suspense>
              </Box>
            </div>
          </div>
        </AppShell.Header>
      )}
      <AppShell.Navbar id={NAVBAR_ID} aria-label={t('nav.label')} className={classes.navbar}>
        {/* On phones the toolbar has no room for the search box: it opens the navbar. */}
        <AppShell.Section hiddenFrom={NAVBAR_BREAKPOINT}>
          <SiteSearch placement="navbar" />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          <ShellNavigation groups={navigation} />
        </AppShell.Section>
        {/* On phones the toolbar has no room for it, and /subscriptions has no toolbar (§2): sign-out then sits at
            the foot of the navbar. */}
        <AppShell.Section hiddenFrom={toolbarHidden ? undefined : SIGN_OUT_BREAKPOINT}>
          <Suspense fallback={null}>
            <SignOutButton placement="navbar" />
          </Suspense>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  )
}
