import { useTranslation } from 'react-i18next'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { useCompany } from '../../../lib/get-company'
import { AdminUsers } from '../components/admin-users'
import { PageHeader } from '../components/page-header'
import classes from '../components/company.module.css'

function Employees() {
  const { t } = useTranslation(['company', 'common', 'validation'])
  const company = useCompany()
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.company_account_employees')} intro={t('admins.intro')} />
      {company.data ? (
        <AdminUsers account={company.data.account} />
      ) : company.error ? (
        <LoadFailed
          title={t('admins.load_failed')}
          error={company.error}
          onRetry={() => void company.refetch()}
          isRetrying={company.isFetching}
          retryLabel={t('company:actions.retry')}
        />
      ) : (
        <LoadingStatus label={t('admins.loading')} />
      )}
    </div>
  )
}

/** /company/account/employees: the company's admin users; the main admin adds and removes them (§6). */
export function CompanyEmployeesRoute() {
  return (
    <ScreenSuspense>
      <Employees />
    </ScreenSuspense>
  )
}
