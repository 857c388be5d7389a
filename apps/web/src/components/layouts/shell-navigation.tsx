import { NavLink } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, matchPath, useLocation } from 'react-router'
import type { NavGroup } from '../../config/navigation'
import classes from './shell-navigation.module.css'

const CURRENT_PAGE = 'page'
const GROUP_ROLE = 'group'

function NavSection({ group, pathname }: { group: NavGroup; pathname: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <div role={GROUP_ROLE} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {t(`nav.group.${group.groupKey}`)}
      </h2>
      {group.items.map((item) => {
        const active = matchPath({ path: item.path, end: true }, pathname) !== null
        return (
          <NavLink
            key={item.path}
            component={Link}
            to={item.path}
            label={t(`page.${item.pageKey}`)}
            active={active}
            aria-current={active ? CURRENT_PAGE : undefined}
            className={classes.link}
          />
        )
      })}
    </div>
  )
}

/** The navbar's links, grouped per role (config/navigation.ts); the current page is marked for everyone. */
export function ShellNavigation({ groups }: { groups: readonly NavGroup[] }) {
  const { pathname } = useLocation()
  return (
    <div className={classes.groups}>
      {groups.map((group) => (
        <NavSection key={group.groupKey} group={group} pathname={pathname} />
      ))}
    </div>
  )
}
