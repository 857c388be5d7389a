import { DashboardRoute as CompanyDashboardRoute } from '../../features/company/routes/dashboard'
import { TalentDashboard as ApplicationsSummary } from '../../features/company/components/talent-dashboard'
import { TalentDashboardRoute } from '../../features/portfolio/routes/talent-dashboard'
import { readSession } from '../../lib/session'

/**
 * /dashboard (#20): a company keeps its hiring dashboard; a talent gets their own space's dashboard, with the
 * applications and saved jobs summary they had before below it. The app layer composes the two features.
 */
export function DashboardRoute() {
  if (readSession()?.role !== 'talent') return <CompanyDashboardRoute />
  return (
    <TalentDashboardRoute>
      <ApplicationsSummary />
    </TalentDashboardRoute>
  )
}
