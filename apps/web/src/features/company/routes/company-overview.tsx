import { IconChartBar } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { SectionCard } from '../../../components/ui/section-card'
import { useMasterData } from '../../../lib/get-master-data'
import { useCompany } from '../../../lib/get-company'
import { CompanySummary } from '../components/company-summary'
import { HiringDashboard } from '../components/hiring-dashboard'
import { PageHeader } from '../components/page-header'
import classes from '../components/company.module.css'

/** Jobs drawn on the overview; the dashboard has them all. */
const OVERVIEW_JOBS = 5

function Overview() {
  const { t } = useTranslation(['company', 'common'])
  const company = useCompany()
  const masterData = useMasterData()
  const failed = company.error ?? masterData.error

  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.company_account_overview')} intro={t('overview.intro')} />
      {company.data && masterData.data ? (
        <div className={classes.overviewGrid}>
          <CompanySummary profile={company.data.profile} masterData={masterData.data} />
          <SectionCard
            id="hiring"
            title={t('overview.hiring_title')}
            description={t('overview.hiring_description')}
            icon={<IconChartBar size={22} />}
          >
            <HiringDashboard maxJobs={OVERVIEW_JOBS} headingOrder={3} />
          </SectionCard>
        </div>
      ) : failed ? (
        <LoadFailed
          title={t('overview.load_failed')}
          error={failed}
          onRetry={() => void (company.error ? company.refetch() : masterData.refetch())}
          isRetrying={company.isFetching || masterData.isFetching}
          retryLabel={t('company:actions.retry')}
        />
      ) : (
        <LoadingStatus label={t('overview.loading')} />
      )}
    </div>
  )
}

/** /company/account/overview: the company at a glance and its hiring, with the way to edit the profile. */
export function CompanyOverviewRoute() {
  return (
    <ScreenSuspense>
      <Overview />
    </ScreenSuspense>
  )
}
