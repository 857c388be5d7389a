import { Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useWorkRoles } from '../../../lib/list-work-roles'
import { useTalentProfile } from '../api/get-talent-profile'
import { NiceWizard } from '../components/nice-wizard'
import classes from '../components/roles.module.css'

/** /talent/account/profile/nist-nice: the NICE roles wizard, started from the saved selection. */
export function NistNiceWizardRoute() {
  const { t } = useTranslation(['roles', 'common'])
  const title = t('common:page.talent_account_profile_nist_nice')
  usePageTitle(title)
  const profile = useTalentProfile()
  const catalog = useWorkRoles()
  const failed = profile.error ?? catalog.error

  return (
    <div className={classes.page}>
      <header>
        <Title order={1}>{title}</Title>
        <p className={classes.intro}>{t('roles:wizard.intro')}</p>
      </header>
      {profile.data && catalog.data ? (
        <NiceWizard profile={profile.data} catalog={catalog.data} />
      ) : failed ? (
        <LoadFailed
          title={t('roles:wizard.load_failed')}
          error={failed}
          onRetry={() => {
            if (profile.isError) void profile.refetch()
            if (catalog.isError) void catalog.refetch()
          }}
          isRetrying={profile.isFetching || catalog.isFetching}
          retryLabel={t('roles:wizard.retry')}
        />
      ) : (
        <LoadingStatus label={t('roles:wizard.loading')} />
      )}
    </div>
  )
}
