import { useTranslation } from 'react-i18next'
import type { PageKey } from '../../../config/paths'
import { ListSection, type ListSectionConfig } from '../components/list-section'
import type { ListPrefix } from '../components/list-texts'
import { ProfileData } from '../components/profile-data'
import { ProfileEditPage, ProfileScreen } from '../components/profile-page'
import { CERTIFICATION_SECTION } from '../components/sections/certification-section'
import { COURSE_SECTION } from '../components/sections/course-section'
import { EDUCATION_SECTION } from '../components/sections/education-section'
import { EXPERIENCE_SECTION } from '../components/sections/experience-section'
import { LANGUAGE_SECTION } from '../components/sections/language-section'
import { REFERENCE_SECTION } from '../components/sections/reference-section'
import type { ProfileListName } from '../utils/profile-input'

interface ListPageProps<List extends ProfileListName, Values extends Record<string, unknown>> {
  pageKey: Extract<PageKey, `talent_account_profile_${string}`>
  prefix: ListPrefix
  config: ListSectionConfig<List, Values>
}

function ListPage<List extends ProfileListName, Values extends Record<string, unknown>>({
  pageKey,
  prefix,
  config,
}: ListPageProps<List, Values>) {
  const { t } = useTranslation(['profile', 'validation', 'common'])
  return (
    <ProfileEditPage title={t(`common:page.${pageKey}`)} intro={t(`${prefix}.intro`)}>
      <ProfileData>
        {(profile, masterData) => <ListSection config={config} profile={profile} masterData={masterData} />}
      </ProfileData>
    </ProfileEditPage>
  )
}

/** /talent/account/profile/workExperience */
export function WorkExperienceRoute() {
  return (
    <ProfileScreen>
      <ListPage pageKey="talent_account_profile_work_experience" prefix="experience" config={EXPERIENCE_SECTION} />
    </ProfileScreen>
  )
}

/** /talent/account/profile/education */
export function EducationRoute() {
  return (
    <ProfileScreen>
      <ListPage pageKey="talent_account_profile_education" prefix="education" config={EDUCATION_SECTION} />
    </ProfileScreen>
  )
}

/** /talent/account/profile/certifications */
export function CertificationsRoute() {
  return (
    <ProfileScreen>
      <ListPage pageKey="talent_account_profile_certifications" prefix="certification" config={CERTIFICATION_SECTION} />
    </ProfileScreen>
  )
}

/** /talent/account/profile/courses */
export function CoursesRoute() {
  return (
    <ProfileScreen>
      <ListPage pageKey="talent_account_profile_courses" prefix="course" config={COURSE_SECTION} />
    </ProfileScreen>
  )
}

/** /talent/account/profile/languages */
export function LanguagesRoute() {
  return (
    <ProfileScreen>
      <ListPage pageKey="talent_account_profile_languages" prefix="language" config={LANGUAGE_SECTION} />
    </ProfileScreen>
  )
}

/** /talent/account/profile/references */
export function ReferencesRoute() {
  return (
    <ProfileScreen>
      <ListPage pageKey="talent_account_profile_references" prefix="reference" config={REFERENCE_SECTION} />
    </ProfileScreen>
  )
}
