import { Button } from '@mantine/core'
import {
  IconAward,
  IconCreditCard,
  IconExternalLink,
  IconLogout,
  IconNews,
  IconPlus,
  IconRobot,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useNavigate } from 'react-router'
import { LanguageSwitcher } from '../../../components/ui/language-switcher'
import { signOut } from '../api/sign-out'
import classes from './operator.module.css'

/** The back office frame (PRODUCT.md "The platform operator"): its own bar, not the talent or company shell. */
export function OperatorLayout() {
  const { t } = useTranslation(['content', 'common'])
  const navigate = useNavigate()
  const onSignOut = async () => {
    await signOut()
    await navigate('/sign-in', { replace: true })
  }
  return (
    <>
      <header className={classes.header}>
        <span className={classes.brand}>{t('operator.title')}</span>
        <nav aria-label={t('operator.nav_label')} className={classes.nav}>
          <Button
            component={Link}
            to="/operator"
            variant="subtle"
            color="gray.0"
            c="gray.0"
            leftSection={<IconNews size={16} aria-hidden />}
          >
            {t('operator.posts')}
          </Button>
          <Button
            component={Link}
            to="/operator/posts/new"
            variant="subtle"
            color="gray.0"
            c="gray.0"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('operator.new_post')}
          </Button>
          <Button
            component={Link}
            to="/operator/awards"
            variant="subtle"
            color="gray.0"
            c="gray.0"
            leftSection={<IconAward size={16} aria-hidden />}
          >
            {t('operator.awards')}
          </Button>
          <Button
            component={Link}
            to="/operator/plans"
            variant="subtle"
            color="gray.0"
            c="gray.0"
            leftSection={<IconCreditCard size={16} aria-hidden />}
          >
            {t('operator.plans')}
          </Button>
          <Button
            component={Link}
            to="/operator/aiAgents"
            variant="subtle"
            color="gray.0"
            c="gray.0"
            leftSection={<IconRobot size={16} aria-hidden />}
          >
            {t('common:page.operator_ai_agents')}
          </Button>
          <Button
            component="a"
            href="/feed.xml"
            variant="subtle"
            color="gray.0"
            c="gray.0"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            RSS
          </Button>
          <LanguageSwitcher />
          <Button variant="light" onClick={() => void onSignOut()} leftSection={<IconLogout size={16} aria-hidden />}>
            {t('operator.sign_out')}
          </Button>
        </nav>
      </header>
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
    </>
  )
}
