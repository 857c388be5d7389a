import { Alert, Anchor, Title } from '@mantine/core'
import { IconAlertCircle, IconHourglassHigh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useLoaderData } from 'react-router'
import { PATHS } from '../../config/paths'
import { usePageTitle } from '../../hooks/use-page-title'
import { takeSessionNotice } from '../../lib/session'
import classes from './sign-in.module.css'

const NOTICE_COLOR = 'red'
/** A standing notice, not an interruption: `status`, where Mantine's Alert defaults to `alert`. */
const STATUS_ROLE = 'status'

/** Picks up the one-shot "Not authenticated" notice a purge left (§8); a loader runs once per visit to the page. */
export function signInLoader() {
  return { notice: takeSessionNotice() }
}

/**
 * /sign-in. Account sign-in and registration arrive with the accounts feature; until then the page says so plainly
 * instead of showing a form that cannot work.
 */
export function SignInRoute() {
  const { t } = useTranslation(['common', 'errors'])
  const { notice } = useLoaderData<typeof signInLoader>()
  usePageTitle(t('page.sign_in'))
  return (
    <div className={classes.root}>
      <div className={classes.intro}>
        <Title order={1} className={classes.title}>
          {t('sign_in.title')}
        </Title>
        <p className={classes.productLine}>{t('sign_in.product_line')}</p>
      </div>

      {notice ? (
        <Alert color={NOTICE_COLOR} title={t('sign_in.notice_title')} icon={<IconAlertCircle aria-hidden />}>
          {t(`errors:${notice}`)}
        </Alert>
      ) : null}

      <Alert title={t('sign_in.building_title')} icon={<IconHourglassHigh aria-hidden />} role={STATUS_ROLE}>
        {t('sign_in.building_body')}
      </Alert>

      <div className={classes.links}>
        <Anchor component={Link} to={PATHS.signUp}>
          {t('sign_in.create_account')}
        </Anchor>
        <Anchor component={Link} to={PATHS.passwordRecovery}>
          {t('sign_in.forgot_password')}
        </Anchor>
      </div>
    </div>
  )
}
