import { useTranslation } from 'react-i18next'
import type { AiMatchReason } from '@sentinela/shared/schemas/ai'
import { useFilterLabel, useListFormat } from '../utils/use-understood-labels'
import classes from './ai-search.module.css'

/** "Why it matched: the words “threat” and “hunting” · roles: Threat Analysis · filters: Remote, Bogotá". */
export function WhyMatched({ why }: { why: AiMatchReason }) {
  const { t } = useTranslation('ai')
  const list = useListFormat()
  const filterLabel = useFilterLabel()
  const parts: string[] = []
  if (why.words.length > 0) parts.push(t('why.words', { list: list(why.words.map((word) => t('why.word', { word }))) }))
  if (why.workRoles.length > 0) parts.push(t('why.roles', { list: list(why.workRoles.map((role) => role.name)) }))
  if (why.filters.length > 0) {
    parts.push(t('why.filters', { list: list(why.filters.map((filter) => filterLabel(filter.field, filter.value))) }))
  }
  return (
    <p className={classes.why}>
      <span className={classes.whyLabel}>{t('why.label')}</span>{' '}
      {parts.length > 0 ? parts.join(' · ') : t('why.related')}
    </p>
  )
}
