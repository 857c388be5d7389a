import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/ui/page-header'
import { ScreenSuspense } from '../../../components/ui/query-status'
import { Relations } from '../components/relations'
import classes from '../components/team.module.css'

function RelationsPage() {
  const { t } = useTranslation(['team', 'common'])
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.talent_account_relations')} intro={t('relations.intro')} />
      <Relations />
    </div>
  )
}

/** /talent/account/relations: the talent's company invitations and cyber teams (§2, §4). */
export function RelationsRoute() {
  return (
    <ScreenSuspense>
      <RelationsPage />
    </ScreenSuspense>
  )
}
