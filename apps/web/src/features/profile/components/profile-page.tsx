import { Button, Loader, Title, VisuallyHidden } from '@mantine/core'
import { IconUserCircle } from '@tabler/icons-react'
import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { usePageTitle } from '../../../hooks/use-page-title'
import { PROFILE_EDIT_SECTIONS, PROFILE_PATHS, pathOf } from '../utils/profile-paths'
import layout from '../../../components/ui/layout.module.css'
import classes from './profile.module.css'

const STATUS_ROLE = 'status'

/** Shown while a profile screen's catalog arrives, inside the shell rather than instead of it. */
export function ProfileScreenLoader() {
  const { t } = useTranslation()
  return (
    <div role={STATUS_ROLE} className={classes.page}>
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      <Loader aria-hidden />
    </div>
  )
}

/** A profile screen's words come in the `profile` catalog, fetched on first use; the shell stays while it comes. */
export function ProfileScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ProfileScreenLoader />}>{children}</Suspense>
}

/** The sub-navigation between the profile's sections (§2), with the current one marked for assistive technology. */
function ProfileSectionNav() {
  const { t } = useTranslation(['profile', 'common'])
  const list = useRef<HTMLUListElement>(null)
  // On small screens the sections scroll sideways: the current one is brought into view.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list.current || !current || list.current.scrollWidth <= list.current.clientWidth) return
    list.current.scrollLeft = current.offsetLeft - (list.current.clientWidth - current.offsetWidth) / 2
  }, [])
  return (
    <nav className={classes.sectionNav} aria-labelledby="profile-sections-title">
      <p id="profile-sections-title" className={classes.sectionNavTitle}>
        {t('profile:edit.sections')}
      </p>
      <ul ref={list} className={classes.sectionNavList}>
        {PROFILE_EDIT_SECTIONS.map((pageKey) => (
          <li key={pageKey}>
            <NavLink to={pathOf(pageKey)} className={classes.sectionNavLink} end>
              {t(`common:page.${pageKey}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export interface ProfileEditPageProps {
  title: string
  intro: string
  children: ReactNode
}

/** The frame of every profile edit section: title and introduction, the link to the profile, the sections. */
export function ProfileEditPage({ title, intro, children }: ProfileEditPageProps) {
  const { t } = useTranslation('profile')
  usePageTitle(title)
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <div>
          <Title order={1}>{title}</Title>
          <p className={classes.intro}>{intro}</p>
        </div>
        <Button
          component={Link}
          to={PROFILE_PATHS.overview}
          variant="default"
          leftSection={<IconUserCircle size={18} aria-hidden />}
        >
          {t('edit.view_profile')}
        </Button>
      </header>
      <ProfileSectionNav />
      <div className={layout.stack}>{children}</div>
    </div>
  )
}
