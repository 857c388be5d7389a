import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { useTalentDashboard } from '../api/get-talent-dashboard'
import {
  AttentionSection,
  BestRolesSection,
  CompletenessSection,
  MessagesSection,
  NewJobsSection,
} from '../components/talent-dashboard-sections'
import classes from '../components/portfolio.module.css'

function Dashboard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['portfolio', 'common'])
  const dashboard = useTalentDashboard()
  let body
  if (dashboard.data) {
    const { completeness, bestRoles, newJobs, attention } = dashboard.data
    body = (
      <div className={classes.dashboardGrid}>
        <CompletenessSection completeness={completeness} />
        <BestRolesSection roles={bestRoles} />
        <AttentionSection items={attention} />
        <MessagesSection />
        <NewJobsSection jobs={newJobs} />
      </div>
    )
  } else if (dashboard.isError) {
    body = (
      <LoadFailed
        title={t('dashboard.load_failed')}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        isRetrying={dashboard.isFetching}
      />
    )
  } else {
    body = <LoadingStatus label={t('dashboard.loading')} />
  }
  return (
    <div className={classes.dashboardPage}>
      <PageHeader title={t('common:page.dashboard')} intro={t('dashboard.intro')} />
      {body}
      {children}
    </div>
  )
}

/**
 * /dashboard for a talent: completeness and the next step, best roles, new jobs for them, what needs attention and
 * unread messages. `children`: more sections the app layer puts below (the applications and saved jobs summary).
 */
export function TalentDashboardRoute({ children }: { children?: ReactNode }) {
  return (
    <ScreenSuspense>
      <Dashboard>{children}</Dashboard>
    </ScreenSuspense>
  )
}
