import { useTranslation } from 'react-i18next'
import { BasicDataForm } from '../components/basic-data-form'
import { CvCard } from '../components/cv-card'
import { PhotoCard } from '../components/photo-card'
import { ProfileData } from '../components/profile-data'
import { ProfileEditPage, ProfileScreen } from '../components/profile-page'

function BasicData() {
  // The validation catalog comes with the page, so the form's messages never wait.
  const { t } = useTranslation(['profile', 'validation', 'common'])
  return (
    <ProfileEditPage title={t('common:page.talent_account_profile_basic_data')} intro={t('basic_data.intro')}>
      <ProfileData>
        {(profile, masterData) => (
          <>
            <PhotoCard profile={profile} />
            <BasicDataForm profile={profile} masterData={masterData} />
            <CvCard profile={profile} />
          </>
        )}
      </ProfileData>
    </ProfileEditPage>
  )
}

/** /talent/account/profile/basicData: personal details, photo, CV, career preferences and security clearance. */
export function BasicDataRoute() {
  return (
    <ProfileScreen>
      <BasicData />
    </ProfileScreen>
  )
}
