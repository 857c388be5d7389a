import { Avatar, Badge, Button, Text, Title, VisuallyHidden } from '@mantine/core'
import {
  IconBriefcase,
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconMail,
  IconMapPin,
  IconPlaneDeparture,
  IconSchool,
  IconShieldCheck,
  IconShieldOff,
  IconTargetArrow,
  IconUser,
} from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { TalentCard as Talent } from '@sentinela/shared/schemas/talent-search'
import { useLanguage } from '../../../hooks/use-language'
import { talentPdfUrl } from '../api/get-talent-pdf'
import { useUpdateTopTalent } from '../api/update-top-talent'
import { useOptionLabel } from '../../../hooks/use-option-label'
import { formatLocation, fullName, initialsOf } from '../../../components/talent-profile/format'
import { RoleFitList } from '../../../components/talent-profile/role-fit-list'
import { TalentMessagesButton } from '../../../components/messages/talent-messages-button'
import { FitRing } from './fit-ring'
import { RoleStatements } from './role-statements'
import layout from '../../../components/ui/layout.module.css'
import classes from './talent-search.module.css'

export interface TalentCardProps {
  talent: Talent
  /** Top talent: the place in the ranking, 1 for the best fit. */
  rank?: number
  /** A language's name by its code, from the master data (the interface language). */
  languageName: (code: string) => string
  onViewProfile: (talent: Talent) => void
  onContact: (talent: Talent) => void
  /** Top talent on a plan without it (#16): fit only, nobody named, nothing to open or write to. */
  isPreview?: boolean
}

/** What the card says about clearance: none, or the level when there is one. */
function useClearanceText(talent: Talent) {
  const { t } = useTranslation('talent-search')
  const optionLabel = useOptionLabel()
  if (!talent.hasClearance) return t('card.no_clearance')
  return talent.clearanceLevel === null
    ? t('card.clearance')
    : t('card.clearance_level', { level: optionLabel('security_level', talent.clearanceLevel) })
}

/**
 * One talent in the results: who they are, the fit for the role searched for (the headline in top talent), their best
 * roles, certifications and languages, and what a company does next: read the profile, write, download the PDF, or
 * see the statements behind the fit.
 */
export function TalentCard({
  talent,
  rank,
  languageName,
  onViewProfile,
  onContact,
  isPreview = false,
}: TalentCardProps) {
  const { t } = useTranslation('talent-search')
  const language = useLanguage()
  const optionLabel = useOptionLabel()
  const nameId = useId()
  const statementsId = useId()
  const name = isPreview ? t('card.preview_name', { rank: rank ?? talent.talentId }) : fullName(talent)
  const location = formatLocation(talent.city, talent.country, language)
  const clearance = useClearanceText(talent)
  // "Not defined" (-1) says nothing worth a line.
  const education =
    talent.highestEducationLevel !== null && talent.highestEducationLevel >= 0
      ? optionLabel('education_level', talent.highestEducationLevel)
      : null
  const refresh = useUpdateTopTalent()
  // Statement texts come in the language they were asked in: a switch of language folds them away, and opening them
  // again asks in the new one.
  const [statementsOpenIn, setStatementsOpenIn] = useState<Language | null>(null)
  const [statementsAskedIn, setStatementsAskedIn] = useState<Language | null>(null)
  const isStatementsOpen = statementsOpenIn === language
  // The recomputed fit, once asked for, is the one the card shows: it is the newest.
  const fit = talent.fit ? { ...talent.fit, percentage: refresh.data?.percentage ?? talent.fit.percentage } : null

  const loadStatements = () => {
    if (!fit) return
    setStatementsAskedIn(language)
    refresh.mutate({ talentId: talent.talentId, workRoleCode: fit.workRoleCode })
  }
  const toggleStatements = () => {
    const isStale = !refresh.data || statementsAskedIn !== language
    if (!isStatementsOpen && isStale && !refresh.isPending) loadStatements()
    setStatementsOpenIn(isStatementsOpen ? null : language)
  }

  return (
    <article className={`${layout.resultCard} ${classes.card}`} aria-labelledby={nameId}>
      <div className={classes.cardHead}>
        <span className={classes.avatarWrap}>
          {talent.photoUrl ? (
            <Avatar src={talent.photoUrl} alt={t('card.photo_of', { name })} size={64} radius="xl" />
          ) : (
            <Avatar size={64} radius="xl" color="navy.7" variant="filled" aria-hidden>
              {isPreview ? <IconUser size={28} /> : initialsOf(talent)}
            </Avatar>
          )}
          {rank !== undefined ? (
            <span className={classes.rank}>
              <VisuallyHidden>{t('card.rank', { rank })}</VisuallyHidden>
              <span aria-hidden>{rank}</span>
            </span>
          ) : null}
        </span>
        <div className={classes.who}>
          <Title order={3} size="h4" id={nameId} className={classes.name}>
            {name}
          </Title>
          {talent.currentJobTitle ? <Text className={classes.jobTitle}>{talent.currentJobTitle}</Text> : null}
          {location ? (
            <Text size="sm" c="dimmed" className={classes.iconLine}>
              <IconMapPin size={16} aria-hidden />
              {location}
            </Text>
          ) : null}
        </div>
        {fit ? <FitRing percentage={fit.percentage} roleName={fit.name} /> : null}
      </div>

      <ul className={layout.facts} aria-label={t('card.facts_of', { name })}>
        <li className={layout.fact}>
          <IconBriefcase size={16} aria-hidden />
          {talent.yearsOfExperience > 0 ? t('card.years', { count: talent.yearsOfExperience }) : t('card.under_a_year')}
        </li>
        {education ? (
          <li className={layout.fact}>
            <IconSchool size={16} aria-hidden />
            {education}
          </li>
        ) : null}
        <li className={layout.fact}>
          {talent.hasClearance ? <IconShieldCheck size={16} aria-hidden /> : <IconShieldOff size={16} aria-hidden />}
          {clearance}
        </li>
        {talent.openToTravel !== null && talent.openToTravel >= 2 ? (
          <li className={layout.fact}>
            <IconPlaneDeparture size={16} aria-hidden />
            {t('card.travel', { share: optionLabel('open_to_travel', talent.openToTravel) })}
          </li>
        ) : null}
        {talent.seekingOpportunities ? (
          <li className={layout.fact}>
            <IconTargetArrow size={16} aria-hidden />
            {t('card.seeking')}
          </li>
        ) : null}
      </ul>

      <div className={classes.cardBody}>
        <div>
          <h4 className={classes.subheading}>{t('card.top_roles')}</h4>
          {talent.topRoles.length > 0 ? (
            <RoleFitList roles={talent.topRoles} label={t('card.top_roles_of', { name })} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('card.no_roles')}
            </Text>
          )}
        </div>
        <div className={classes.cardColumn}>
          <div>
            <h4 className={classes.subheading}>{t('card.certifications')}</h4>
            {talent.certifications.length > 0 ? (
              <ul className={classes.badges} aria-label={t('card.certifications_of', { name })}>
                {talent.certifications.map((certification) => (
                  <li key={certification}>
                    <Badge size="md" className={classes.badge}>
                      {certification}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <Text size="sm" c="dimmed">
                {t('card.no_certifications')}
              </Text>
            )}
          </div>
          <div>
            <h4 className={classes.subheading}>{t('card.languages')}</h4>
            {talent.languages.length > 0 ? (
              <ul className={classes.languages} aria-label={t('card.languages_of', { name })}>
                {talent.languages.map((item) => (
                  <li key={item.language}>
                    {t('card.language_level', {
                      language: languageName(item.language),
                      level: optionLabel('language_level', item.level),
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              <Text size="sm" c="dimmed">
                {t('card.no_languages')}
              </Text>
            )}
          </div>
        </div>
      </div>

      {isPreview ? null : (
        <div className={classes.actions}>
          {talent.sharesProfile ? (
            <Button
              variant="filled"
              leftSection={<IconUser size={18} aria-hidden />}
              onClick={() => onViewProfile(talent)}
              aria-label={t('actions.view_profile_named', { name })}
            >
              {t('actions.view_profile')}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconMail size={18} aria-hidden />}
            onClick={() => onContact(talent)}
            aria-label={t('actions.contact_named', { name })}
          >
            {t('actions.contact')}
          </Button>
          <TalentMessagesButton talentId={talent.talentId} talentName={name} />
          {talent.sharesProfile ? (
            <Button
              component="a"
              href={talentPdfUrl(talent.talentId)}
              download
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              aria-label={t('actions.download_pdf_named', { name })}
            >
              {t('actions.download_pdf')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed" className={classes.notShared}>
              {t('actions.profile_not_shared')}
            </Text>
          )}
          {fit ? (
            <Button
              variant="subtle"
              aria-expanded={isStatementsOpen}
              aria-controls={isStatementsOpen ? statementsId : undefined}
              rightSection={
                isStatementsOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
              }
              onClick={toggleStatements}
              aria-label={
                isStatementsOpen
                  ? t('actions.hide_statements_named', { name })
                  : t('actions.show_statements_named', { name, role: fit.name })
              }
            >
              {isStatementsOpen ? t('actions.hide_statements') : t('actions.show_statements')}
            </Button>
          ) : null}
        </div>
      )}

      {fit && isStatementsOpen ? (
        <RoleStatements
          id={statementsId}
          name={name}
          detail={refresh.data}
          error={refresh.error}
          isLoading={refresh.isPending}
          onRetry={loadStatements}
        />
      ) : null}
    </article>
  )
}
