import { Loader, VisuallyHidden } from '@mantine/core'
import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './learning.module.css'

function Fallback() {
  const { t } = useTranslation()
  return (
    <div role="status" className={classes.screenLoader}>
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      <Loader aria-hidden />
    </div>
  )
}

/** The `learning` catalog is fetched on first use; the frame stays while it comes. */
export function LearningScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Fallback />}>{children}</Suspense>
}
