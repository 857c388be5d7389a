import { Avatar, Badge, Drawer, Text, Title } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { useMemo, type Key, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { TalentProfileView } from '@sentinela/shared/schemas/profile'
import { LoadFailed, LoadingStatus } from '../ui/query-status'
import { useLanguage } from '../../hooks/use-language'
import { useOptionLabel } from '../../hooks/use-option-label'
import { useMasterData } from '../../lib/get-master-data'
import { useTalentProfile } from './get-talent-profile'
import { formatLocation, formatMonth, fullName, initialsOf } from './format'
import { RoleFitList } from './role-fit-list'
import { TalentDocumentsSection } from './talent-documents-section'
import { TalentProjectsSection } from './talent-projects-section'
import classes from './talent-profile.module.css'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.profileSection}>
      <Title order={3} size="h5" className={classes.profileSectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  )
}

function Empty() {
  const { t } = useTranslation('talent-search')
  return (
    <Text size="sm" c="dimmed">
      {t('profile.empty')}
    </Text>
  )
}

/** A titled list of the profile, or "nothing here yet" when the talent has not filled it in. */
function ListSection<T>({
  title,
  items,
  className,
  keyOf,
  children,
}: {
  title: string
  items: readonly T[]
  className: string | undefined
  keyOf: (item: T) => Key
  children: (item: T) => ReactNode
}) {
  return (
    <Section title={title}>
      {items.length > 0 ? (
        <ul className={className}>
          {items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      ) : (
        <Empty />
      )}
    </Section>
  )
}

/** The professional profile as GET /talent/{id} answers it to a company (no contact data). */
function ProfileBody({
  profile,
  name,
  languageName,
}: {
  profile: TalentProfileView
  name: string
  languageName: (code: string) => string
}) {
  const { t } = useTranslation('talent-search')
  const language = useLanguage()
  const optionLabel = useOptionLabel()
  const location = formatLocation(profile.city, profile.country, language)
  const period = (start: string, end: string | null, current: boolean) =>
    t('profile.period', {
      start: formatMonth(start, language),
      end: current || !end ? t('profile.present') : formatMonth(end, language),
    })
  const facts = [
    profile.highestEducationLevel !== null && profile.highestEducationLevel >= 0
      ? { label: t('profile.education_level'), value: optionLabel('education_level', profile.highestEducationLevel) }
      : null,
    {
      label: t('profile.clearance'),
      value: profile.clearance.hasClearance
        ? profile.clearance.level !== null
          ? optionLabel('security_level', profile.clearance.level)
          : t('profile.yes')
        : t('profile.no'),
    },
    profile.openToTravel !== null && profile.openToTravel > 0
      ? { label: t('profile.open_to_travel'), value: optionLabel('open_to_travel', profile.openToTravel) }
      : null,
    { label: t('profile.seeking'), value: profile.seekingOpportunities ? t('profile.yes') : t('profile.no') },
  ].filter((fact): fact is { label: string; value: string } => fact !== null)

  return (
    <div className={classes.profile}>
      <div className={classes.profileHead}>
        {profile.photoUrl ? (
          <Avatar src={profile.photoUrl} alt={t('card.photo_of', { name: fullName(profile) })} size={72} radius="xl" />
        ) : (
          <Avatar size={72} radius="xl" color="navy.7" variant="filled" aria-hidden>
            {initialsOf(profile)}
          </Avatar>
        )}
        <div className={classes.who}>
          {profile.currentJobTitle ? <Text className={classes.jobTitle}>{profile.currentJobTitle}</Text> : null}
          {location ? (
            <Text size="sm" c="dimmed" className={classes.iconLine}>
              <IconMapPin size={16} aria-hidden />
              {location}
            </Text>
          ) : null}
        </div>
      </div>

      <dl className={classes.profileFacts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>

      <Section title={t('profile.roles')}>
        {profile.roleFits.length > 0 ? (
          // Every role the talent fits, best first.
          <RoleFitList roles={profile.roleFits} label={t('card.top_roles_of', { name })} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('profile.no_roles')}
          </Text>
        )}
      </Section>

      <ListSection
        title={t('profile.experience')}
        items={profile.experiences}
        className={classes.timeline}
        keyOf={(experience) => experience.id}
      >
        {(experience) => (
          <>
            <Text fw={600}>{t('profile.job_at', { title: experience.jobTitle, company: experience.company })}</Text>
            <Text size="sm" c="dimmed">
              {period(experience.startDate, experience.endDate, experience.currentlyWorksHere)}
            </Text>
            {experience.description ? (
              <Text size="sm" className={classes.prose}>
                {experience.description}
              </Text>
            ) : null}
          </>
        )}
      </ListSection>

      <ListSection
        title={t('profile.education')}
        items={profile.educations}
        className={classes.timeline}
        keyOf={(education) => education.id}
      >
        {(education) => (
          <>
            <Text fw={600}>{education.degree}</Text>
            <Text size="sm">{education.school}</Text>
            {education.graduationDate ? (
              <Text size="sm" c="dimmed">
                {formatMonth(education.graduationDate, language)}
              </Text>
            ) : null}
          </>
        )}
      </ListSection>

      <ListSection
        title={t('profile.certifications')}
        items={profile.certifications}
        className={classes.plainList}
        keyOf={(certification) => certification.id}
      >
        {(certification) => (
          <>
            <Text fw={600} span>
              {certification.name}
            </Text>
            {certification.issuingEntity ? <Text span>{` · ${certification.issuingEntity}`}</Text> : null}
            <Text size="sm" c="dimmed">
              {t('profile.issued', { date: formatMonth(certification.dateIssued, language) })}
            </Text>
          </>
        )}
      </ListSection>

      <ListSection
        title={t('profile.courses')}
        items={profile.courses}
        className={classes.plainList}
        keyOf={(course) => course.id}
      >
        {(course) => course.name}
      </ListSection>

      <ListSection
        title={t('profile.languages')}
        items={profile.languages}
        className={classes.badges}
        keyOf={(item) => item.id}
      >
        {(item) => (
          <Badge size="md" className={classes.badge}>
            {t('card.language_level', {
              language: languageName(item.language),
              level: optionLabel('language_level', item.level),
            })}
          </Badge>
        )}
      </ListSection>

      <TalentProjectsSection talentId={profile.userId} />
      <TalentDocumentsSection talentId={profile.userId} />
    </div>
  )
}

/** A language's name by its code: the master data's label in the interface language, else the browser's name. */
function useLanguageName() {
  const language = useLanguage()
  const languages = useMasterData().data?.languages
  return useMemo(() => {
    const labels = new Map((languages ?? []).map((item) => [String(item.code), item.label]))
    return (code: string) => {
      const label = labels.get(code)
      if (label) return label
      try {
        return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code
      } catch {
        return code
      }
    }
  }, [languages, language])
}

/** Who the drawer shows: the talent's id and name, as the card that opened it knows them. */
export interface TalentProfileSubject {
  talentId: number
  firstName: string
  lastName: string
}

/**
 * "View profile": a talent's professional profile beside the list it was opened from (talent search, a job's
 * pipeline), with their NICE work roles and fit. `actions` are the next steps the opening screen offers.
 */
export function TalentProfileDrawer({
  talent,
  onClose,
  actions,
}: {
  talent: TalentProfileSubject | null
  onClose: () => void
  actions?: ReactNode
}) {
  const { t } = useTranslation('talent-search')
  const profile = useTalentProfile(talent?.talentId ?? 0, talent !== null)
  const languageName = useLanguageName()
  const name = talent ? fullName(talent) : ''
  return (
    <Drawer
      opened={talent !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('profile.title', { name })}
      closeButtonProps={{ 'aria-label': t('actions.close_profile') }}
      classNames={{ title: classes.drawerTitle }}
    >
      {talent ? (
        <>
          {profile.data ? (
            <ProfileBody profile={profile.data} name={name} languageName={languageName} />
          ) : profile.isError ? (
            <LoadFailed
              title={t('profile.failed')}
              error={profile.error}
              onRetry={() => void profile.refetch()}
              isRetrying={profile.isFetching}
            />
          ) : (
            <LoadingStatus label={t('profile.loading')} />
          )}
          {actions ? <div className={classes.drawerActions}>{actions}</div> : null}
        </>
      ) : null}
    </Drawer>
  )
}
