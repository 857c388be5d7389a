import { Anchor, Checkbox, MultiSelect, NativeSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { PersonalityTypeCode } from '@sentinela/shared/master-data/personality-types'
import type { LanguageCode } from '@sentinela/shared/master-data/languages'
import { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { ClearFiltersButton } from '../../../components/ui/clear-filters-button'
import { PLANS_PATH } from '../../../components/ui/plan-upgrade-alert'
import { sameNumber, sameText, useDebouncedDraft } from '../../../hooks/use-debounced-draft'
import { toRoleGroups, type CategoryWithRoles } from '../../../lib/list-work-roles'
import { searchableSelectProps, toSelectData } from '../../../lib/select-options'
import { useOptionLabel } from '../../../hooks/use-option-label'
import {
  CLEARANCE_FILTERS,
  MAX_LANGUAGES,
  MAX_YEARS,
  countActiveFilters,
  type ClearanceFilter,
  type EducationLevel,
  type FilterField,
  type SecurityLevel,
  type TalentFilters as Filters,
} from '../utils/search-params'
import classes from './talent-search.module.css'

export interface TalentFiltersProps {
  filters: Filters
  onChange: (change: Partial<Filters>) => void
  onClear: () => void
  masterData: MasterData | undefined
  workRoles: CategoryWithRoles[] | undefined
  /** The API's messages for the fields it refused, already translated. */
  errors: Partial<Record<FilterField, string>>
  /** What the company's plan includes (#16); undefined while it loads, when nothing is held back. */
  plan?: { hardSkillFilters: boolean; softSkillFilters: boolean } | undefined
}

/** Under a filter the plan does not include: what it takes, with the way to the plans. */
function PlanHint({ text }: { text: string }) {
  const { t } = useTranslation('talent-search')
  return (
    <Text size="xs" c="dimmed" role="note">
      {text}{' '}
      <Anchor component={Link} to={PLANS_PATH} size="xs" fw={600}>
        {t('filters.plan_see_plans')}
      </Anchor>
    </Text>
  )
}

/** The props every searchable select of the screen shares, in its words. */
export function useSearchableProps() {
  const { t } = useTranslation('talent-search')
  return searchableSelectProps({ nothingFound: t('filters.nothing_found'), clearChoice: t('filters.clear_choice') })
}

/** The NICE work roles grouped by category, as a select lists them. */
export function useRoleGroups(workRoles: CategoryWithRoles[] | undefined) {
  return useMemo(() => toRoleGroups(workRoles), [workRoles])
}

function numberOrNull(value: string | number): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/**
 * Every filter of the tab on screen (TalentSearchSchema, TopTalentSchema). A choice goes to the address at once; typed
 * ones (certification, fit, years) after a pause. The API's refusals show under their field.
 */
export function TalentFilters({ filters, onChange, onClear, masterData, workRoles, errors, plan }: TalentFiltersProps) {
  const { t } = useTranslation('talent-search')
  const optionLabel = useOptionLabel()
  const searchable = useSearchableProps()
  const roleGroups = useRoleGroups(workRoles)
  const isSearch = filters.tab === 'search'
  const [certification, setCertification] = useDebouncedDraft(
    filters.certification,
    (value) => onChange({ certification: value }),
    sameText,
  )
  const [minFit, setMinFit] = useDebouncedDraft(filters.minFit, (value) => onChange({ minFit: value }), sameNumber)
  const [years, setYears] = useDebouncedDraft(
    filters.minYearsExperience,
    (value) => onChange({ minYearsExperience: value }),
    sameNumber,
  )

  const countries = useMemo(() => toSelectData(masterData?.countries), [masterData])
  const languages = useMemo(() => toSelectData(masterData?.languages), [masterData])
  const any = (label: string) => ({ value: '', label })
  const hasRole = filters.workRoleCode !== null
  // Hard skills (NICE role and fit, certification) and soft skills (personality) as the plan allows (#16).
  const hasHard = plan?.hardSkillFilters ?? true
  const hasSoft = plan?.softSkillFilters ?? true
  const personalityTypes = useMemo(
    () =>
      (masterData?.personalityTypes ?? []).map((type) => ({
        value: type.code,
        label: `${type.code} · ${type.nickname}`,
      })),
    [masterData],
  )

  return (
    <Stack gap="md" className={classes.filters}>
      <Select
        label={t('filters.country')}
        placeholder={t('filters.any_country')}
        data={countries}
        disabled={!masterData}
        value={filters.country}
        error={errors.country}
        onChange={(value) => onChange({ country: value })}
        {...searchable}
      />
      {isSearch ? (
        <Select
          label={t('filters.work_role')}
          placeholder={t('filters.any_work_role')}
          description={t('filters.work_role_description')}
          data={roleGroups}
          disabled={!workRoles || !hasHard}
          value={filters.workRoleCode}
          error={errors.workRoleCode}
          onChange={(value) => onChange({ workRoleCode: value })}
          {...searchable}
        />
      ) : null}
      <NumberInput
        label={t('filters.min_fit')}
        description={hasRole ? t('filters.min_fit_description') : t('filters.min_fit_needs_role')}
        disabled={!hasRole || !hasHard}
        min={0}
        max={100}
        step={5}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        suffix="%"
        value={minFit ?? ''}
        error={errors.minFit}
        onChange={(value) => setMinFit(numberOrNull(value))}
      />
      {isSearch ? (
        <>
          <TextInput
            label={t('filters.certification')}
            placeholder={t('filters.certification_placeholder')}
            maxLength={100}
            disabled={!hasHard}
            value={certification}
            error={errors.certification}
            onChange={(event) => setCertification(event.currentTarget.value)}
          />
        </>
      ) : null}
      {hasHard ? null : <PlanHint text={t('filters.plan_hard_hint')} />}
      {isSearch ? (
        <>
          <MultiSelect
            label={t('filters.languages')}
            description={t('filters.languages_description', { maximum: MAX_LANGUAGES })}
            placeholder={filters.languages.length === 0 ? t('filters.any_language') : undefined}
            data={languages}
            disabled={!masterData}
            value={filters.languages}
            maxValues={MAX_LANGUAGES}
            hidePickedOptions
            error={errors.languages}
            onChange={(value) => onChange({ languages: value as LanguageCode[] })}
            {...searchable}
          />
        </>
      ) : null}
      <NativeSelect
        label={t('filters.clearance')}
        data={[
          any(t('filters.clearance_any')),
          ...CLEARANCE_FILTERS.map((value) => ({ value, label: t(`filters.clearance_${value}`) })),
        ]}
        value={filters.clearance ?? ''}
        error={errors.clearance}
        onChange={(event) => onChange({ clearance: (event.currentTarget.value || null) as ClearanceFilter | null })}
      />
      <NativeSelect
        label={t('filters.clearance_level')}
        disabled={filters.clearance === 'without'}
        data={[
          any(t('filters.clearance_level_any')),
          ...OPTION_LISTS.security_level.map((code) => ({
            value: String(code),
            label: t('filters.at_least', { level: optionLabel('security_level', code) }),
          })),
        ]}
        value={filters.clearanceLevel === null ? '' : String(filters.clearanceLevel)}
        error={errors.clearanceLevel}
        onChange={(event) => {
          const value = event.currentTarget.value
          onChange({ clearanceLevel: value === '' ? null : (Number(value) as SecurityLevel) })
        }}
      />
      {isSearch ? (
        <>
          <NativeSelect
            label={t('filters.education')}
            data={[
              any(t('filters.education_any')),
              // "Not defined" (-1) is no minimum at all.
              ...OPTION_LISTS.education_level
                .filter((code) => code >= 0)
                .map((code) => ({
                  value: String(code),
                  label: t('filters.at_least', { level: optionLabel('education_level', code) }),
                })),
            ]}
            value={filters.educationLevel === null ? '' : String(filters.educationLevel)}
            error={errors.educationLevel}
            onChange={(event) => {
              const value = event.currentTarget.value
              onChange({ educationLevel: value === '' ? null : (Number(value) as EducationLevel) })
            }}
          />
          <NumberInput
            label={t('filters.min_years')}
            min={0}
            max={MAX_YEARS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={years ?? ''}
            error={errors.minYearsExperience}
            onChange={(value) => setYears(numberOrNull(value))}
          />
          <Checkbox
            label={t('filters.open_to_travel')}
            description={t('filters.open_to_travel_description')}
            checked={filters.openToTravel}
            onChange={(event) => onChange({ openToTravel: event.currentTarget.checked })}
          />
          <MultiSelect
            label={t('filters.personality')}
            description={t('filters.personality_description')}
            placeholder={filters.personalityTypes.length === 0 ? t('filters.any_personality') : undefined}
            data={personalityTypes}
            disabled={!masterData || !hasSoft}
            value={filters.personalityTypes}
            hidePickedOptions
            error={errors.personalityTypes}
            onChange={(value) => onChange({ personalityTypes: value as PersonalityTypeCode[] })}
            {...searchable}
          />
          {hasSoft ? null : <PlanHint text={t('filters.plan_soft_hint')} />}
        </>
      ) : null}
      <Checkbox
        label={t('filters.seeking')}
        checked={filters.seekingOpportunities}
        onChange={(event) => onChange({ seekingOpportunities: event.currentTarget.checked })}
      />
      <ClearFiltersButton label={t('filters.clear')} activeFilters={countActiveFilters(filters)} onClear={onClear} />
    </Stack>
  )
}
