import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { AiSearchResult } from '@sentinela/shared/schemas/ai'
import { countryName } from '../../../components/talent-profile/format'
import { useLanguage } from '../../../hooks/use-language'
import { useOptionLabel } from '../../../hooks/use-option-label'
import { translateKey } from '../../../lib/form-errors'

/** "a, b and c" / "a, b y c" / "a, b e c". */
export function useListFormat() {
  const language = useLanguage()
  return useCallback(
    (items: readonly string[]) => new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items),
    [language],
  )
}

/**
 * How an understood filter reads in the interface language, whether it comes from the whole question
 * (`understood`) or from one hit's reasons (`why.filters`, `{ field, value }` with the filter's name as field).
 */
export function useFilterLabel() {
  const { t } = useTranslation(['ai', 'common'])
  const language = useLanguage()
  const optionLabel = useOptionLabel()
  return useCallback(
    (field: string, value: string): string => {
      switch (field) {
        case 'modality':
          return optionLabel('modality', value)
        case 'country':
          return countryName(value, language)
        case 'clearanceRequired':
        case 'clearance':
          return value === 'false' ? t('understood.clearance_not_required') : t('understood.clearance_required')
        case 'seniority':
          return ['entry', 'mid', 'senior'].includes(value)
            ? translateKey(t as never, `ai:understood.seniority_${value}`)
            : value
        case 'trainingLanguage':
        case 'language':
          return ['en', 'es', 'pt'].includes(value)
            ? t('understood.training_language', { language: translateKey(t as never, `common:language.${value}`) })
            : value
        default:
          return value
      }
    },
    [t, language, optionLabel],
  )
}

/** What the question was understood to mean, one chip each: roles, then place, modality and the other filters. */
export function useUnderstoodChips(result: AiSearchResult | undefined): { key: string; label: string }[] {
  const filterLabel = useFilterLabel()
  if (!result) return []
  const { understood } = result
  const chips: { key: string; label: string }[] = result.workRoles.map((role) => ({
    key: `role-${role.code}`,
    label: role.name,
  }))
  for (const modality of understood.modality)
    chips.push({ key: `modality-${modality}`, label: filterLabel('modality', modality) })
  if (understood.city) chips.push({ key: 'city', label: understood.city })
  if (understood.country) chips.push({ key: 'country', label: filterLabel('country', understood.country) })
  if (understood.clearanceRequired !== undefined) {
    chips.push({ key: 'clearance', label: filterLabel('clearanceRequired', String(understood.clearanceRequired)) })
  }
  if (understood.seniority) chips.push({ key: 'seniority', label: filterLabel('seniority', understood.seniority) })
  if (understood.trainingLanguage) {
    chips.push({ key: 'training-language', label: filterLabel('trainingLanguage', understood.trainingLanguage) })
  }
  return chips
}
