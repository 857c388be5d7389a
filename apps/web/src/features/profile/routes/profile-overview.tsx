import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../../hooks/use-page-title'
import { ProfileData } from '../components/profile-data'
import { ProfileScreen } from '../components/profile-page'
import { ProfileOverview } from '../components/profile-overview'

function Overview() {
  const { t } = useTranslation(['profile', 'common'])
  usePageTitle(t('common:page.talent_profile_overview'))
  return (
    <ProfileData>{(profile, masterData) => <ProfileOverview profile={profile} masterData={masterData} />}</ProfileData>
  )
}

/** /talent/profile/overview: the whole profile to read, with a way to edit each section. */
export function ProfileOverviewRoute() {
  return (
    <ProfileScreen>
      <Overview />
    </ProfileScreen>
  )
}
