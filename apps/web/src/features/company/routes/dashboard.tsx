import { Paper } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenSuspense } from '../../../components/ui/query-status'
import { readSession } from '../../../lib/session'
import { HiringDashboard } from '../components/hiring-dashboard'
import { PageHeader } from '../components/page-header'
import { TalentDashboard } from '../components/talent-dashboard'
import classes from '../components/company.module.css'

function Dashboard() {
  const { t } = useTranslation(['company', 'common', 'options'])
  const isTalent = readSession()?.role === 'talent'
  return (
    <div className={`${classes.page} ${classes.pageWide}`}>
      <PageHeader title={t('common:page.dashboard')} intro={isTalent ? t('talent.intro') : t('dashboard.intro')} />
      {isTalent ? (
        <TalentDashboard />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <HiringDashboard headingOrder={2} />
        </Paper>
      )}
    </div>
  )
}

/** /dashboard: a company's hiring across every job; a talent's applications and saved jobs. */
export function DashboardRoute() {
  return (
    <ScreenSuspense>
      <Dashboard />
    </ScreenSuspense>
  )
}
