import { Loader, VisuallyHidden } from '@mantine/core'
import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './jobs.module.css'

const STATUS_ROLE = 'status'

function JobsScreenLoader() {
  const { t } = useTranslation()
  return (
    <div role={STATUS_ROLE} className={classes.screenLoader}>
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      <Loader aria-hidden />
    </div>
  )
}

/**
 * A job screen's words (the `jobs`, `options` and `master-data` catalogs) are fetched on first use; the frame
 * around it stays while they come.
 */
export function JobsScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<JobsScreenLoader />}>{children}</Suspense>
}
