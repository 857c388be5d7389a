import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PATHS } from '../../config/paths'
import classes from './logo.module.css'

export interface LogoProps {
  /** `light` for dark backgrounds (public pages), `dark` for the white toolbar. */
  tone?: 'light' | 'dark'
}

/** The shield-and-eye mark with the wordmark; a link to the start, which the route rules send to the right place. */
export function Logo({ tone = 'dark' }: LogoProps) {
  const { t } = useTranslation()
  const className = tone === 'light' ? `${classes.link} ${classes.light}` : classes.link
  return (
    <Link to={PATHS.home} aria-label={t('app.home_link')} className={className}>
      <img src="/favicon.svg" alt="" width={34} height={34} />
      <span className={classes.wordmark}>{t('app.name')}</span>
    </Link>
  )
}
