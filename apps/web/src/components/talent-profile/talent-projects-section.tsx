import { useTranslation } from 'react-i18next'
import { useTalentProjects } from './list-talent-projects'
import { ProfileListSection, profileListWords } from './profile-list-section'
import { ProjectItems } from './project-items'

/** The talent's projects on the profile a company sees (GET /talent/{id}/projects, the profile's own rules). */
export function TalentProjectsSection({ talentId }: { talentId: number }) {
  const { t } = useTranslation('portfolio')
  const words = profileListWords(t)
  return (
    <ProfileListSection words={words} query={useTalentProjects(talentId, true)}>
      {(projects) => <ProjectItems projects={projects} label={words.title} headingOrder={4} />}
    </ProfileListSection>
  )
}
