import { Anchor, Text, ThemeIcon } from '@mantine/core'
import { IconBuildingSkyscraper, IconChevronRight, IconUserShield } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PATHS } from '../../../config/paths'
import { usePageTitle } from '../../../hooks/use-page-title'
import { AuthPage } from '../components/auth-page'
import { SIGN_UP_PATHS } from '../utils/account-paths'
import classes from './sign-up.module.css'

function Choice({ to, icon, title, body }: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <li>
      <Link to={to} className={classes.choice}>
        <ThemeIcon size={48} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <span className={classes.choiceText}>
          <span className={classes.choiceTitle}>{title}</span>
          <span className={classes.choiceBody}>{body}</span>
        </span>
        <IconChevronRight className={classes.arrow} size={22} aria-hidden />
      </Link>
    </li>
  )
}

/** /sign-up (§2): talent or company, each leading to its own registration. */
export function SignUpRoute() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  usePageTitle(tCommon('page.sign_up'))
  return (
    <AuthPage title={t('sign_up.title')} subtitle={t('sign_up.subtitle')}>
      <ul className={classes.choices} aria-label={t('sign_up.choice_label')}>
        <Choice
          to={SIGN_UP_PATHS.talent}
          icon={<IconUserShield size={28} stroke={1.6} />}
          title={t('sign_up.talent_title')}
          body={t('sign_up.talent_body')}
        />
        <Choice
          to={SIGN_UP_PATHS.company}
          icon={<IconBuildingSkyscraper size={28} stroke={1.6} />}
          title={t('sign_up.company_title')}
          body={t('sign_up.company_body')}
        />
      </ul>
      <Text size="sm" ta="center">
        {t('sign_up.have_account')}{' '}
        <Anchor component={Link} to={PATHS.signIn} fw={600}>
          {t('sign_up.sign_in')}
        </Anchor>
      </Text>
    </AuthPage>
  )
}
