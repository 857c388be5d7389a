import { Button, Title } from '@mantine/core'
import { IconUserCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '../../../hooks/use-page-title'
import { CvCard } from '../components/cv-card'
import { ProfileData } from '../components/profile-data'
import { ProfileScreen } from '../components/profile-page'
import { PROFILE_PATHS } from '../utils/profile-paths'
import classes from '../components/profile.module.css'

function Documents() {
  const { t } = useTranslation(['profile', 'common'])
  const title = t('common:page.talent_profile_documents')
  usePageTitle(title)
  return (
    <div className={classes.overviewPage}>
      <header className={classes.header}>
        <div>
          <Title order={1}>{title}</Title>
          <p className={classes.intro}>{t('documents.intro')}</p>
        </div>
        <Button
          component={Link}
          to={PROFILE_PATHS.overview}
          variant="default"
          leftSection={<IconUserCircle size={18} aria-hidden />}
        >
          {t('edit.view_profile')}
        </Button>
      </header>
      <ProfileData>{(profile) => <CvCard profile={profile} />}</ProfileData>
    </div>
  )
}

/** /talent/profile/documents: the CV to download, or an invitation to upload one. */
export function ProfileDocumentsRoute() {
  return (
    <ProfileScreen>
      <Documents />
    </ProfileScreen>
  )
}
