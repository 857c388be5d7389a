import { Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './app-loader.module.css'

/** Shown while the first page of a visit gets ready (the session check and the page's code). */
export function AppLoader() {
  const { t } = useTranslation()
  return (
    <div className={classes.root}>
      <Loader aria-label={t('app.loading')} />
    </div>
  )
}
