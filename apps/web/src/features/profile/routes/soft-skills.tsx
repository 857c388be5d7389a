import { useTranslation } from 'react-i18next'
import { ProfileData } from '../components/profile-data'
import { ProfileEditPage, ProfileScreen } from '../components/profile-page'
import { SoftSkillsForm } from '../components/soft-skills-form'

function SoftSkills() {
  const { t } = useTranslation(['profile', 'common'])
  return (
    <ProfileEditPage title={t('common:page.talent_account_profile_soft_skills')} intro={t('soft_skills.intro')}>
      <ProfileData>{(profile, masterData) => <SoftSkillsForm profile={profile} masterData={masterData} />}</ProfileData>
    </ProfileEditPage>
  )
}

/** /talent/account/profile/softskills: the personality type (16 types, §3). */
export function SoftSkillsRoute() {
  return (
    <ProfileScreen>
      <SoftSkills />
    </ProfileScreen>
  )
}
