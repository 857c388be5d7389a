import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from './query-status'

function ScreenLoader() {
  const { t } = useTranslation()
  return <LoadingStatus label={t('app.loading')} />
}

/**
 * The screen's words (the `talent-search`, `options` and `validation` catalogs) are fetched on first use; the shell
 * stays while they come.
 */
export function TalentSearchScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoader />}>{children}</Suspense>
}
