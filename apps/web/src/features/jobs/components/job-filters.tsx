import { NativeSelect, Stack, TextInput } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'
import { SALARY_MAX } from '@sentinela/shared/schemas/job-limits'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { AmountInput } from '../../../components/ui/amount-input'
import { CheckboxList } from '../../../components/ui/checkbox-list'
import { ClearFiltersButton } from '../../../components/ui/clear-filters-button'
import { LazySelect } from '../../../components/ui/lazy-select'
import { sameNumber, sameText, useDebouncedDraft } from '../../../hooks/use-debounced-draft'
import { toRoleGroups, type CategoryWithRoles } from '../../../lib/list-work-roles'
import { searchableSelectProps, toSelectData } from '../../../lib/select-options'
import { useLabels } from '../hooks/use-labels'
import {
  CLEARANCE_FILTERS,
  countActiveFilters,
  type ClearanceFilter,
  type DateFilter,
  type EducationLevel,
  type Industry,
  type JobFilters as Filters,
} from '../utils/search-params'
import classes from './jobs.module.css'

export interface JobFiltersProps {
  filters: Filters
  onChange: (change: Partial<Filters>) => void
  onClear: () => void
  masterData: MasterData | undefined
  workRoles: CategoryWithRoles[] | undefined
}

/**
 * Every filter of the search (§9 date filters, §3 option lists, NICE work roles). Each change goes to the address at
 * once; the typed ones (city, salary) after a pause.
 */
export function JobFilters({ filters, onChange, onClear, masterData, workRoles }: JobFiltersProps) {
  const { t } = useTranslation('jobs')
  // The industries' names come with the master data (the API names them): their catalog stays unloaded.
  const labels = useLabels({ industries: false })
  const searchable = searchableSelectProps({
    nothingFound: t('filters.nothing_found'),
    clearChoice: t('filters.clear_choice'),
  })
  const [city, setCity] = useDebouncedDraft(filters.city, (value) => onChange({ city: value }), sameText)
  const [salary, setSalary] = useDebouncedDraft(
    filters.salaryFrom,
    (value) => onChange({ salaryFrom: value }),
    sameNumber,
  )

  const countries = useMemo(() => toSelectData(masterData?.countries), [masterData])
  const industries = useMemo(
    () => (masterData?.industries ?? []).map((industry) => ({ value: String(industry.code), label: industry.label })),
    [masterData],
  )
  const roleGroups = useMemo(() => toRoleGroups(workRoles), [workRoles])
  const any = (label: string) => ({ value: '', label })

  return (
    <Stack gap="md" className={classes.filters}>
      <LazySelect
        label={t('filters.country')}
        placeholder={t('filters.any_country')}
        data={countries}
        disabled={!masterData}
        value={filters.country}
        onChange={(value) => onChange({ country: value })}
        {...searchable}
      />
      <TextInput
        label={t('filters.city')}
        value={city}
        maxLength={100}
        onChange={(event) => setCity(event.currentTarget.value)}
      />
      <CheckboxList
        label={t('filters.modality')}
        options={OPTION_LISTS.modality.map((code) => ({ value: code, label: labels.option.modality(code) }))}
        value={filters.modality}
        onChange={(modality) => onChange({ modality })}
      />
      <CheckboxList
        label={t('filters.employment_type')}
        options={OPTION_LISTS.employment_type.map((code) => ({
          value: code,
          label: labels.option.employment_type(code),
        }))}
        value={filters.employmentType}
        onChange={(employmentType) => onChange({ employmentType })}
      />
      <LazySelect
        label={t('filters.work_role')}
        placeholder={t('filters.any_work_role')}
        data={roleGroups}
        disabled={!workRoles}
        value={filters.workRoleCode}
        onChange={(value) => onChange({ workRoleCode: value })}
        {...searchable}
      />
      <LazySelect
        label={t('filters.industry')}
        placeholder={t('filters.any_industry')}
        data={industries}
        disabled={!masterData}
        value={filters.industry}
        onChange={(value) => onChange({ industry: value as Industry | null })}
        {...searchable}
      />
      <NativeSelect
        label={t('filters.education_level')}
        data={[
          any(t('filters.any_education')),
          ...OPTION_LISTS.education_level.map((code) => ({
            value: String(code),
            label: labels.option.education_level(code),
          })),
        ]}
        value={filters.educationLevel === null ? '' : String(filters.educationLevel)}
        onChange={(event) => {
          const value = event.currentTarget.value
          onChange({ educationLevel: value === '' ? null : (Number(value) as EducationLevel) })
        }}
      />
      <NativeSelect
        label={t('filters.clearance')}
        data={[
          any(t('filters.clearance_any')),
          ...CLEARANCE_FILTERS.map((value) => ({ value, label: t(`filters.clearance_${value}`) })),
        ]}
        value={filters.clearance ?? ''}
        onChange={(event) => onChange({ clearance: (event.currentTarget.value || null) as ClearanceFilter | null })}
      />
      <AmountInput
        label={t('filters.salary_from')}
        description={t('filters.salary_from_description')}
        max={SALARY_MAX}
        value={salary}
        onChange={setSalary}
      />
      <NativeSelect
        label={t('filters.date_posted')}
        data={[
          any(t('filters.any_time')),
          ...OPTION_LISTS.date_filter.map((code) => ({ value: code, label: labels.option.date_filter(code) })),
        ]}
        value={filters.datePosted ?? ''}
        onChange={(event) => onChange({ datePosted: (event.currentTarget.value || null) as DateFilter | null })}
      />
      <ClearFiltersButton label={t('filters.clear')} activeFilters={countActiveFilters(filters)} onClear={onClear} />
    </Stack>
  )
}
