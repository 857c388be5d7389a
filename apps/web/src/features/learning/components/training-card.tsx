import { Anchor, Badge, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { TrainingSummary } from '@sentinela/shared/schemas/learning'
import { formatPrice } from '../utils/format'
import { trainingPath } from '../utils/paths'
import classes from './learning.module.css'

/** Price, level, type, language and duration as badges; "Free" when the price is 0. */
export function TrainingFacts({ training }: { training: TrainingSummary }) {
  const { t, i18n } = useTranslation('learning')
  return (
    <div className={classes.facts}>
      <Badge variant="light" color={training.price === 0 ? 'teal.9' : 'gray.8'}>
        {training.price === 0 ? t('card.free') : formatPrice(training.price, training.currency, i18n.language)}
      </Badge>
      {training.priceSentinela !== null ? (
        <Badge variant="light" color="indigo.9">
          {t('card.price_sentinela', { price: formatPrice(training.priceSentinela, training.currency, i18n.language) })}
        </Badge>
      ) : null}
      <Badge variant="light" color="blue.9">
        {t(`level.${training.level}`)}
      </Badge>
      <Badge variant="outline" color="gray.8">
        {t(`type.${training.type}`)}
      </Badge>
      <Badge variant="outline" color="gray.8">
        {t(`language.${training.language}`)}
      </Badge>
      {training.durationHours !== null ? (
        <Badge variant="outline" color="gray.8">
          {t('card.hours', { count: training.durationHours })}
        </Badge>
      ) : null}
    </div>
  )
}

/** One training in a list: its title (the link to its page), provider, facts and a short description. */
export function TrainingCard({
  training,
  actions,
  children,
}: {
  training: TrainingSummary
  actions?: ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation('learning')
  const titleId = useId()
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={classes.cardHeader}>
        <Title order={3} id={titleId} className={classes.cardTitle}>
          <Anchor component={Link} to={trainingPath(training.id)}>
            {training.title}
          </Anchor>
        </Title>
        {actions}
      </div>
      <Text size="sm">{t('card.by', { provider: training.provider })}</Text>
      <TrainingFacts training={training} />
      <Text size="sm" className={classes.description}>
        {training.description}
      </Text>
      {children}
    </article>
  )
}
