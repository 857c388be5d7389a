import { Button, Checkbox, NativeSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core'
import { IconFilterOff } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'
import { SALARY_MAX } from '@sentinela/shared/schemas/job-limits'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { useDebouncedDraft } from '../../../hooks/use-debounced-draft'
import type { CategoryWithRoles } from '../../../lib/list-work-roles'
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

const sameText = (a: string, b: string) => a.trim() === b.trim()
const sameNumber = (a: number | null, b: number | null) => a === b

/** The digit grouping of the interface language, so a typed salary reads "80,000" in English and "80.000" in Spanish. */
function groupSeparator(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1_000_000).find((part) => part.type === 'group')?.value ?? ','
}

function decimalSeparator(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
}

/**
 * Every filter of the search (§9 date filters, §3 option lists, NICE work roles). Each change goes to the address at
 * once; the typed ones (city, salary) after a pause.
 */
export function JobFilters({ filters, onChange, onClear, masterData, workRoles }: JobFiltersProps) {
  const { t, i18n } = useTranslation('jobs')
  const labels = useLabels()
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
  const roleGroups = useMemo(
    () =>
      (workRoles ?? []).map((category) => ({
        group: category.name,
        items: category.workRoles.map((role) => ({ value: role.code, label: role.name })),
      })),
    [workRoles],
  )
  const any = (label: string) => ({ value: '', label })

  return (
    <Stack gap="md" className={classes.filters}>
      <Select
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
      <Checkbox.Group
        label={t('filters.modality')}
        value={filters.modality}
        onChange={(value) => onChange({ modality: OPTION_LISTS.modality.filter((code) => value.includes(code)) })}
      >
        <Stack gap={8} mt={6}>
          {OPTION_LISTS.modality.map((code) => (
            <Checkbox key={code} value={code} label={labels.option.modality(code)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('filters.employment_type')}
        value={filters.employmentType.map(String)}
        onChange={(value) =>
          onChange({
            employmentType: OPTION_LISTS.employment_type.filter((code) => value.includes(String(code))),
          })
        }
      >
        <Stack gap={8} mt={6}>
          {OPTION_LISTS.employment_type.map((code) => (
            <Checkbox key={code} value={String(code)} label={labels.option.employment_type(code)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Select
        label={t('filters.work_role')}
        placeholder={t('filters.any_work_role')}
        data={roleGroups}
        disabled={!workRoles}
        value={filters.workRoleCode}
        onChange={(value) => onChange({ workRoleCode: value })}
        {...searchable}
      />
      <Select
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
      <NumberInput
        label={t('filters.salary_from')}
        description={t('filters.salary_from_description')}
        min={0}
        max={SALARY_MAX}
        step={1000}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator={groupSeparator(i18n.language)}
        decimalSeparator={decimalSeparator(i18n.language)}
        hideControls
        value={salary ?? ''}
        onChange={(value) => setSalary(typeof value === 'number' ? value : null)}
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
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        disabled={countActiveFilters(filters) === 0}
        onClick={onClear}
      >
        {t('filters.clear')}
      </Button>
    </Stack>
  )
}
