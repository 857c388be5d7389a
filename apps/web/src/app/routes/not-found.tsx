import { useTranslation } from 'react-i18next'
import { NotFoundMessage } from '../../components/ui/not-found-message'
import { usePageTitle } from '../../hooks/use-page-title'

/** /404: where every unknown address lands (§2). */
export function NotFoundRoute() {
  const { t } = useTranslation()
  usePageTitle(t('page.not_found'))
  return <NotFoundMessage />
}
