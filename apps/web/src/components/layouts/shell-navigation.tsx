import { Badge, NavLink, VisuallyHidden } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, matchPath, useLocation } from 'react-router'
import type { NavGroup } from '../../config/navigation'
import type { PageKey } from '../../config/paths'
import { useUnreadMessages } from '../../lib/unread-messages'
import classes from './shell-navigation.module.css'

/** The links where a talent and a company user read their messages (#20): they carry the unread count. */
const MESSAGE_PAGES = new Set<PageKey>(['talent_profile_connections', 'company_account_messages'])

function UnreadBadge() {
  const unread = useUnreadMessages()
  // The messages catalog may still be on its way: the number alone until it arrives.
  const { t, ready } = useTranslation('messages', { useSuspense: false })
  if (unread === 0) return null
  return (
    <>
      <Badge size="sm" circle={unread < 10} aria-hidden={ready}>
        {unread > 99 ? '99+' : unread}
      </Badge>
      {ready ? <VisuallyHidden>{t('nav_unread', { count: unread })}</VisuallyHidden> : null}
    </>
  )
}

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
            rightSection={MESSAGE_PAGES.has(item.pageKey) ? <UnreadBadge /> : undefined}
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
