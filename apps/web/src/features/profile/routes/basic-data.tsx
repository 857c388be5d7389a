import { Anchor } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useFocusField } from '../../../hooks/use-focus-field'
import { readReturnPath } from '../../../lib/profile-links'
import { BasicDataForm } from '../components/basic-data-form'
import { CvCard } from '../components/cv-card'
import { PhotoCard } from '../components/photo-card'
import { ProfileData } from '../components/profile-data'
import { ProfileEditPage, ProfileScreen } from '../components/profile-page'

/** Mounted once the form is on screen: a deep link's `?field=` is scrolled to and focused then. */
function FocusFieldOnArrival() {
  useFocusField(true)
  return null
}

/** A job's gate sent the person here (`?next=/jobs/42`): the way back to it, once the field is done. */
function BackToJob() {
  const { t } = useTranslation('profile')
  const [params] = useSearchParams()
  const back = readReturnPath(params)
  if (!back?.startsWith('/jobs/')) return null
  return (
    <Anchor component={Link} to={back} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden />
      {t('basic_data.back_to_job')}
    </Anchor>
  )
}

function BasicData() {
  // The validation catalog comes with the page, so the form's messages never wait.
  const { t } = useTranslation(['profile', 'validation', 'common'])
  return (
    <ProfileEditPage title={t('common:page.talent_account_profile_basic_data')} intro={t('basic_data.intro')}>
      <ProfileData>
        {(profile, masterData) => (
          <>
            <BackToJob />
            <PhotoCard profile={profile} />
            <BasicDataForm profile={profile} masterData={masterData} />
            <CvCard profile={profile} />
            <FocusFieldOnArrival />
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
