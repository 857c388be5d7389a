import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatPercentage } from '../../../components/talent-profile/format'
import { useLanguage } from '../../../hooks/use-language'
import { useRoleFits } from '../../../lib/list-role-fits'
import { useWorkRoles } from '../../../lib/list-work-roles'
import { searchFilter } from '../../../lib/select-options'

/** The talent's best-fitting role (GET /profile/fit, best first), once known; none while every fit is 0. */
export function useBestRole(): { code: string; name: string } | undefined {
  const fits = useRoleFits()
  const best = fits.data?.find((fit) => fit.percentage > 0)
  return best ? { code: best.workRoleCode, name: best.name } : undefined
}

/**
 * A NICE work role, grouped by category, each with the talent's fit when there is one ("Threat Analysis · 45 %"),
 * searchable in any letter case and with or without accents.
 */
export function WorkRoleSelect({
  value,
  onChange,
  label,
  description,
  placeholder,
  required = false,
}: {
  value: string | null
  onChange: (code: string | null) => void
  label: string
  description?: string
  /** What an empty choice means ("your best-fitting role: …"). */
  placeholder?: string
  required?: boolean
}) {
  const { t } = useTranslation('ai')
  const language = useLanguage()
  const categories = useWorkRoles()
  const fits = useRoleFits()
  const fitOf = new Map((fits.data ?? []).map((fit) => [fit.workRoleCode, fit.percentage]))
  const data = (categories.data ?? []).map((category) => ({
    group: category.name,
    items: category.workRoles.map((role) => {
      const fit = fitOf.get(role.code)
      return {
        value: role.code,
        label: fit ? t('roles.with_fit', { role: role.name, fit: formatPercentage(fit, language) }) : role.name,
      }
    }),
  }))
  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder}
      clearable={!required}
      clearButtonProps={{ 'aria-label': t('roles.clear') }}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      filter={searchFilter}
      required={required}
      nothingFoundMessage={t('roles.nothing_found')}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
    />
  )
}
