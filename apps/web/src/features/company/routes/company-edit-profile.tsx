import { Button } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { useMasterData } from '../../../lib/get-master-data'
import { useCompany } from '../../../lib/get-company'
import { CompanyProfileForm } from '../components/company-profile-form'
import { LogoCard } from '../components/logo-card'
import { PageHeader } from '../components/page-header'
import { COMPANY_PATHS } from '../utils/paths'
import classes from '../components/company.module.css'

function EditProfile() {
  // The validation catalog comes with the page, so the form's messages never wait.
  const { t } = useTranslation(['company', 'common', 'validation', 'options'])
  const company = useCompany()
  const masterData = useMasterData()
  const failed = company.error ?? masterData.error

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('common:page.company_account_edit_profile')}
        intro={t('profile_form.intro')}
        action={
          <Button
            component={Link}
            to={COMPANY_PATHS.overview}
            variant="default"
            leftSection={<IconEye size={18} aria-hidden />}
          >
            {t('profile_form.view_overview')}
          </Button>
        }
      />
      {company.data && masterData.data ? (
        <>
          <LogoCard profile={company.data.profile} />
          <CompanyProfileForm profile={company.data.profile} masterData={masterData.data} />
        </>
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

/** /company/account/edit_Profile: every §3 company field and the logo. */
export function CompanyEditProfileRoute() {
  return (
    <ScreenSuspense>
      <EditProfile />
    </ScreenSuspense>
  )
}
