import { Group, Paper, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AwardEdition } from '@sentinela/shared/schemas/awards'
import { useLanguage } from '../../../hooks/use-language'
import { formatPeriod } from '../utils/format'
import { PhaseBadge } from './phase-badge'
import classes from './awards.module.css'

/** The edition shown: country and year, its phase, and when nominations and voting run (§4). */
export function EditionSummary({ edition }: { edition: AwardEdition }) {
  const { t } = useTranslation('awards')
  const language = useLanguage()
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="award-edition">
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h3" id="award-edition">
          {t('edition.title', { country: t(`country.${edition.country}`), year: edition.year })}
        </Title>
        <PhaseBadge phase={edition.phase} />
      </Group>
      <Text size="sm" mb="sm">
        {t(`phase_hint.${edition.phase}`)}
      </Text>
      <dl className={classes.dates}>
        <div>
          <dt>{t('edition.nominations')}</dt>
          <dd>{formatPeriod(edition.nominationsOpenAt, edition.nominationsCloseAt, language)}</dd>
        </div>
        <div>
          <dt>{t('edition.voting')}</dt>
          <dd>{formatPeriod(edition.votingOpenAt, edition.votingCloseAt, language)}</dd>
        </div>
        <div>
          <dt>{t('edition.totals')}</dt>
          <dd>
            {t('edition.nominee_count', { count: edition.nomineeCount })}
            {' · '}
            {t('edition.vote_count', { count: edition.totalVotes })}
          </dd>
        </div>
      </dl>
    </Paper>
  )
}
