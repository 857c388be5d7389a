import { Anchor, Button } from '@mantine/core'
import { IconUser } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AiSearchResult } from '@sentinela/shared/schemas/ai'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import type { TrainingSummary } from '@sentinela/shared/schemas/learning'
import type { TalentCard } from '@sentinela/shared/schemas/talent-search'
import { formatLocation, formatPercentage, fullName } from '../../../components/talent-profile/format'
import { useLanguage } from '../../../hooks/use-language'
import { useOptionLabel } from '../../../hooks/use-option-label'
import { careerPath, jobPath, trainingPath } from '../utils/paths'
import classes from './ai-search.module.css'

type CareerHit = NonNullable<AiSearchResult['groups']['careers']>['items'][number]['item']

/** One hit: its title (the link to its page), its key facts on one line, and why it matched below. */
function Hit({
  title,
  facts,
  children,
}: {
  title: ReactNode
  facts: (string | null | undefined)[]
  children: ReactNode
}) {
  const shown = facts.filter((fact): fact is string => !!fact)
  return (
    <article className={classes.hit}>
      <h3 className={classes.hitTitle}>{title}</h3>
      {shown.length > 0 ? <p className={classes.hitFacts}>{shown.join(' · ')}</p> : null}
      {children}
    </article>
  )
}

function formatPrice(price: number, currency: string, language: string) {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(price)
  } catch {
    return `${price} ${currency}`
  }
}

export function JobHit({ job, why }: { job: JobSummary; why: ReactNode }) {
  const language = useLanguage()
  const optionLabel = useOptionLabel()
  return (
    <Hit
      title={
        <Anchor component={Link} to={jobPath(job.id)}>
          {job.jobTitle}
        </Anchor>
      }
      facts={[
        job.companyName,
        formatLocation(job.city, job.country, language),
        optionLabel('modality', job.modality),
        optionLabel('employment_type', job.employmentType),
      ]}
    >
      {why}
    </Hit>
  )
}

export function TrainingHit({ training, why }: { training: TrainingSummary; why: ReactNode }) {
  const { t } = useTranslation(['ai', 'common'])
  const language = useLanguage()
  const optionLabel = useOptionLabel()
  return (
    <Hit
      title={
        <Anchor component={Link} to={trainingPath(training.id)}>
          {training.title}
        </Anchor>
      }
      facts={[
        training.provider,
        optionLabel('training_level', training.level),
        t(`common:language.${training.language}`),
        training.price === 0 ? t('ai:price.free') : formatPrice(training.price, training.currency, language),
      ]}
    >
      {why}
    </Hit>
  )
}

export function CareerHit({ career, why }: { career: CareerHit; why: ReactNode }) {
  const { t } = useTranslation('ai')
  return (
    <Hit
      title={
        <Anchor component={Link} to={careerPath(career.id)}>
          {career.name}
        </Anchor>
      }
      facts={[t(`search.career_owner_${career.owner}`), t('search.trainings_count', { count: career.trainingsCount })]}
    >
      {career.description ? <p className={classes.hitExcerpt}>{career.description}</p> : null}
      {why}
    </Hit>
  )
}

export function TalentHit({
  talent,
  why,
  onViewProfile,
}: {
  talent: TalentCard
  why: ReactNode
  onViewProfile: (talent: TalentCard) => void
}) {
  const { t } = useTranslation('ai')
  const language = useLanguage()
  const best = talent.fit ?? talent.topRoles[0]
  const name = fullName(talent)
  return (
    <Hit
      title={
        talent.sharesProfile ? (
          <Button
            variant="subtle"
            size="compact-md"
            className={classes.titleButton}
            leftSection={<IconUser size={16} aria-hidden />}
            onClick={() => onViewProfile(talent)}
            aria-label={t('search.view_profile_of', { name })}
          >
            {name}
          </Button>
        ) : (
          name
        )
      }
      facts={[
        talent.currentJobTitle,
        formatLocation(talent.city, talent.country, language),
        best ? t('search.role_fit', { fit: formatPercentage(best.percentage, language), role: best.name }) : null,
      ]}
    >
      {why}
    </Hit>
  )
}
