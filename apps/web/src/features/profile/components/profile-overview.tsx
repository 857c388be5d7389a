import { Anchor, Avatar, Badge, Button, DataList, Group, Paper, Text, Title } from '@mantine/core'
import {
  IconBook,
  IconBriefcase,
  IconCertificate,
  IconFileCv,
  IconLanguage,
  IconMail,
  IconMapPin,
  IconPencil,
  IconPuzzle,
  IconSchool,
  IconShieldLock,
  IconUser,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react'
import type { ComponentType, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { useRegions } from '../../../lib/get-regions'
import { displayUrl, formatLongDate, formatPhone, joinPresent } from '../utils/format'
import { labelOf } from '../../../lib/select-options'
import { PROFILE_PATHS } from '../utils/profile-paths'
import { initialsOf } from './photo-card'
import { ProfileCard } from './profile-card'
import { CERTIFICATION_SECTION } from './sections/certification-section'
import { COURSE_SECTION } from './sections/course-section'
import { EDUCATION_SECTION } from './sections/education-section'
import { EXPERIENCE_SECTION } from './sections/experience-section'
import { LANGUAGE_SECTION } from './sections/language-section'
import { REFERENCE_SECTION } from './sections/reference-section'
import layout from '../../../components/ui/layout.module.css'
import classes from './profile.module.css'

/** "Edit" beside a section's heading: the visible word starts its accessible name ("Edit work experience"). */
function EditLink({ to, section }: { to: string; section: string }) {
  const { t } = useTranslation('profile')
  return (
    <Button
      component={Link}
      to={to}
      variant="light"
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
      aria-label={t('overview.edit_section', { section })}
    >
      {t('overview.edit')}
    </Button>
  )
}

/** A section with nothing in it yet: says so, and the edit link leads to filling it in. */
function Nothing({ text }: { text: string }) {
  return <p className={layout.muted}>{text}</p>
}

interface Row {
  label: string
  value: ReactNode
}

/** Label-value pairs, leaving out what was not filled in. */
function Details({ rows }: { rows: readonly (Row | undefined)[] }) {
  const present = rows.filter((row): row is Row => !!row)
  return (
    <DataList labelWidth={190} withDivider>
      {present.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  )
}

const row = (label: string, value: ReactNode | null | undefined): Row | undefined =>
  value === null || value === undefined || value === '' ? undefined : { label, value }

interface ListOverviewProps<Item extends { id: number }> {
  id: string
  title: string
  icon: ReactNode
  items: Item[]
  Summary: ComponentType<{ item: Item; masterData: MasterData }>
  masterData: MasterData
  editPath: string
  emptyText: string
}

function ListOverview<Item extends { id: number }>({
  id,
  title,
  icon,
  items,
  Summary,
  masterData,
  editPath,
  emptyText,
}: ListOverviewProps<Item>) {
  return (
    <ProfileCard id={id} title={title} icon={icon} action={<EditLink to={editPath} section={title} />}>
      {items.length === 0 ? (
        <Nothing text={emptyText} />
      ) : (
        <ul className={classes.readList}>
          {items.map((item) => (
            <li key={item.id}>
              <Summary item={item} masterData={masterData} />
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  )
}

/** The talent's profile as a reader sees it: header, details and every section, each with its way to edit. */
export function ProfileOverview({ profile, masterData }: { profile: Profile; masterData: MasterData }) {
  const { t, i18n } = useTranslation(['profile', 'common'])
  const language = i18n.language
  const lists = masterData.optionLists
  const country = masterData.countries.find((entry) => entry.code === profile.country)
  const regions = useRegions(profile.country, country?.hasRegions ?? false)
  const name = joinPresent([profile.firstName, profile.middleName, profile.lastName], ' ')
  const location = joinPresent([profile.city, labelOf(regions.data, profile.region), country?.label])
  const personality = masterData.personalityTypes.find((type) => type.code === profile.personalityType)
  const clearance = profile.clearance
  const yesNo = (value: boolean) => (value ? t('overview.yes') : t('overview.no'))

  return (
    <div className={classes.overviewPage}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="header">
        <div className={classes.hero}>
          <Avatar
            src={profile.photoUrl}
            alt={profile.photoUrl ? t('photo.alt', { name }) : undefined}
            size={120}
            radius={120}
            color="indigo"
          >
            <span aria-hidden>{initialsOf(profile)}</span>
          </Avatar>
          <div className={classes.heroText}>
            <Text size="sm" fw={600} c="indigo.8">
              {t('common:page.talent_profile_overview')}
            </Text>
            <Title order={1}>{name}</Title>
            <p className={classes.heroTitle}>{profile.currentJobTitle ?? t('overview.no_title')}</p>
            <div className={classes.heroMeta}>
              {location ? (
                <span className={classes.heroMetaItem}>
                  <IconMapPin size={16} aria-hidden />
                  {location}
                </span>
              ) : null}
              <span className={classes.heroMetaItem}>
                <IconMail size={16} aria-hidden />
                {profile.email}
              </span>
              {profile.website ? (
                <span className={classes.heroMetaItem}>
                  <IconWorld size={16} aria-hidden />
                  <Anchor href={profile.website} target="_blank" rel="noopener noreferrer">
                    {displayUrl(profile.website)}
                  </Anchor>
                </span>
              ) : null}
            </div>
            <Group gap="xs" mt="sm">
              {profile.seekingOpportunities ? (
                <Badge leftSection={<IconBriefcase size={14} aria-hidden />}>{t('overview.seeking')}</Badge>
              ) : null}
              {profile.isBeginner ? (
                <Badge leftSection={<IconSchool size={14} aria-hidden />}>{t('overview.beginner')}</Badge>
              ) : null}
              {clearance.hasClearance ? (
                <Badge leftSection={<IconShieldLock size={14} aria-hidden />}>{t('overview.cleared')}</Badge>
              ) : null}
            </Group>
          </div>
          <EditLink to={PROFILE_PATHS.basicData} section={t('common:page.talent_account_profile_basic_data')} />
        </div>
      </Paper>

      <div className={classes.overviewGrid}>
        <ProfileCard
          id="about"
          title={t('overview.about_title')}
          icon={<IconUser size={22} />}
          action={<EditLink to={PROFILE_PATHS.basicData} section={t('overview.about_title')} />}
        >
          <Details
            rows={[
              row(t('fields.gender'), labelOf(lists.gender, profile.gender)),
              row(t('fields.birth_date'), profile.birthDate ? formatLongDate(profile.birthDate, language) : null),
              row(t('fields.nationality'), labelOf(masterData.nationalities, profile.nationality)),
              row(t('fields.phone'), profile.phone ? formatPhone(profile.phone) : null),
              row(t('fields.secondary_email'), profile.secondaryEmail),
              row(
                t('fields.desired_employment_type'),
                labelOf(lists.desired_employment_type, profile.desiredEmploymentType),
              ),
              row(t('fields.highest_education_level'), labelOf(lists.education_level, profile.highestEducationLevel)),
              row(t('fields.school_name'), profile.schoolName),
              row(t('fields.latest_degree'), profile.latestDegree),
              row(t('fields.open_to_travel'), labelOf(lists.open_to_travel, profile.openToTravel)),
            ]}
          />
        </ProfileCard>

        <div className={layout.stack}>
          <ProfileCard
            id="personality"
            title={t('soft_skills.title')}
            icon={<IconPuzzle size={22} />}
            action={<EditLink to={PROFILE_PATHS.softSkills} section={t('soft_skills.title')} />}
          >
            {personality ? (
              <>
                <span className={classes.personalityCode}>{personality.code}</span>
                <p className={classes.personalityName}>{personality.nickname}</p>
                <p className={classes.personalityDescription}>{personality.description}</p>
              </>
            ) : (
              <Nothing text={t('overview.no_personality')} />
            )}
          </ProfileCard>

          <ProfileCard
            id="clearance"
            title={t('basic_data.clearance_title')}
            icon={<IconShieldLock size={22} />}
            action={<EditLink to={PROFILE_PATHS.basicData} section={t('basic_data.clearance_title')} />}
          >
            {clearance.hasClearance ? (
              <Details
                rows={[
                  row(t('fields.clearance_level'), labelOf(lists.security_level, clearance.level)),
                  row(
                    t('fields.clearance_last_granted'),
                    clearance.lastGranted ? formatLongDate(clearance.lastGranted, language) : null,
                  ),
                  row(t('fields.clearance_renewal'), labelOf(lists.clearance_renewal, clearance.renewal)),
                  row(t('fields.polygraph_performed'), yesNo(clearance.polygraphPerformed)),
                ]}
              />
            ) : (
              <Nothing text={t('overview.no_clearance')} />
            )}
          </ProfileCard>
        </div>
      </div>

      <ListOverview
        id="experiences"
        title={t('common:page.talent_account_profile_work_experience')}
        icon={<IconBriefcase size={22} />}
        items={profile.experiences}
        Summary={EXPERIENCE_SECTION.Summary}
        masterData={masterData}
        editPath={PROFILE_PATHS.workExperience}
        emptyText={t('experience.empty_title')}
      />
      <div className={classes.overviewGrid}>
        <ListOverview
          id="educations"
          title={t('common:page.talent_account_profile_education')}
          icon={<IconSchool size={22} />}
          items={profile.educations}
          Summary={EDUCATION_SECTION.Summary}
          masterData={masterData}
          editPath={PROFILE_PATHS.education}
          emptyText={t('education.empty_title')}
        />
        <ListOverview
          id="certifications"
          title={t('common:page.talent_account_profile_certifications')}
          icon={<IconCertificate size={22} />}
          items={profile.certifications}
          Summary={CERTIFICATION_SECTION.Summary}
          masterData={masterData}
          editPath={PROFILE_PATHS.certifications}
          emptyText={t('certification.empty_title')}
        />
        <ListOverview
          id="courses"
          title={t('common:page.talent_account_profile_courses')}
          icon={<IconBook size={22} />}
          items={profile.courses}
          Summary={COURSE_SECTION.Summary}
          masterData={masterData}
          editPath={PROFILE_PATHS.courses}
          emptyText={t('course.empty_title')}
        />
        <ListOverview
          id="languages"
          title={t('common:page.talent_account_profile_languages')}
          icon={<IconLanguage size={22} />}
          items={profile.languages}
          Summary={LANGUAGE_SECTION.Summary}
          masterData={masterData}
          editPath={PROFILE_PATHS.languages}
          emptyText={t('language.empty_title')}
        />
        <ListOverview
          id="references"
          title={t('common:page.talent_account_profile_references')}
          icon={<IconUsers size={22} />}
          items={profile.references}
          Summary={REFERENCE_SECTION.Summary}
          masterData={masterData}
          editPath={PROFILE_PATHS.references}
          emptyText={t('reference.empty_title')}
        />
        <ProfileCard
          id="documents"
          title={t('common:page.talent_profile_documents')}
          icon={<IconFileCv size={22} />}
          action={<EditLink to={PROFILE_PATHS.documents} section={t('common:page.talent_profile_documents')} />}
        >
          {profile.cv ? (
            <Anchor href={profile.cv.url} download={profile.cv.fileName} fw={600}>
              {t('overview.download_cv', { name: profile.cv.fileName })}
            </Anchor>
          ) : (
            <Nothing text={t('cv.absent')} />
          )}
        </ProfileCard>
      </div>
    </div>
  )
}
