import { Badge, type MantineColor } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AwardPhase } from '@sentinela/shared/schemas/awards'

/** Dark shades, so the white words keep the AA contrast on every phase. */
const PHASE_COLORS: Record<AwardPhase, MantineColor> = {
  upcoming: 'gray.7',
  nominations: 'blue.8',
  evaluation: 'grape.8',
  voting: 'teal.9',
  closed: 'dark.6',
}

/** §4: where the edition stands, following its dates. */
export function PhaseBadge({ phase }: { phase: AwardPhase }) {
  const { t } = useTranslation('awards')
  return (
    <Badge color={PHASE_COLORS[phase]} data-phase={phase}>
      {t(`phase.${phase}`)}
    </Badge>
  )
}
