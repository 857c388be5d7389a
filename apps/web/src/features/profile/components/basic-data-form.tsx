import { Alert, Button, Checkbox, Collapse, NativeSelect, Select, Stack, Switch, TextInput } from '@mantine/core'
import {
  IconAlertCircle,
  IconBriefcase,
  IconDeviceFloppy,
  IconMapPin,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { ConflictAlert } from '../../../components/ui/conflict-alert'
import { LocationFields } from '../../../components/ui/location-fields'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { translateKey } from '../../../lib/form-errors'
import { useSaveProfile } from '../hooks/use-save-profile'
import {
  applyBasicData,
  basicDataFieldFor,
  checkBasicData,
  toBasicDataValues,
  type BasicDataValues,
} from '../utils/basic-data'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { searchableSelectProps, toSelectData } from '../../../lib/select-options'
import { toProfileInput } from '../utils/profile-input'
import { ProfileCard } from './profile-card'
import { DateField } from '../../../components/date-field/date-field'
import layout from '../../../components/ui/layout.module.css'

const TEL_INPUT = 'tel'
const EMAIL_INPUT = 'email'
const URL_INPUT = 'url'

/**
 * Personal details, location and contact, career preferences and security clearance (§2, §3), saved together with
 * the rest of the profile as it was read (§4). Validation is the API's own schema.
 */
export function BasicDataForm({ profile, masterData }: { profile: Profile; masterData: MasterData }) {
  const { t } = useTranslation(['profile', 'validation', 'errors'])
  const [formProblem, setFormProblem] = useState<string | undefined>()
  const searchable = searchableSelectProps({
    nothingFound: t('form.nothing_found'),
    clearChoice: t('form.clear_choice'),
  })

  const validate = (values: BasicDataValues) => {
    const errors: Record<string, string> = {}
    for (const issue of checkBasicData(toProfileInput(profile), values)) {
      errors[issue.path] = translateKey(t as unknown as TFunction, `validation:${issue.code}`, issue.params)
    }
    return errors
  }
  const { form, fields } = useCheckedForm<BasicDataValues>(toBasicDataValues(profile), validate)
  const values = form.getValues()
  const saving = useSaveProfile({ form, toValues: toBasicDataValues, fieldFor: basicDataFieldFor, notifyError })

  const lists = masterData.optionLists
  // The empty choice reads "Choose…": some lists have a "Not specified" of their own (§3 code 0).
  const withBlank = (options: { value: string; label: string }[]) => [
    { value: '', label: t('form.choose') },
    ...options,
  ]

  const onSubmit = form.onSubmit(
    (submitted) => {
      setFormProblem(undefined)
      saving
        .save((input) => applyBasicData(input, submitted))
        .then(
          () => notifySuccess(t('basic_data.saved')),
          (error: unknown) => {
            if (saving.showError(error, submitted)) setFormProblem(t('errors:validation_failed'))
          },
        )
    },
    () => setFormProblem(t('errors:validation_failed')),
  )

  const onReload = () =>
    void saving.reload().catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)))

  // The summary goes away as soon as the red fields are fixed.
  const hasErrors = Object.keys(form.errors).length > 0

  return (
    <form noValidate onSubmit={onSubmit} className={layout.stack}>
      <ProfileCard
        id="personal"
        title={t('basic_data.personal_title')}
        description={t('basic_data.personal_description')}
        icon={<IconUser size={22} />}
      >
        <div className={layout.fieldGrid}>
          <TextInput label={t('fields.first_name')} autoComplete="given-name" required {...fields.firstName} />
          <TextInput label={t('fields.middle_name')} autoComplete="additional-name" {...fields.middleName} />
          <TextInput label={t('fields.last_name')} autoComplete="family-name" required {...fields.lastName} />
          <NativeSelect label={t('fields.gender')} data={withBlank(toSelectData(lists.gender))} {...fields.gender} />
          <DateField label={t('fields.birth_date')} autoComplete="bday" {...fields.birthDate} />
          <Select
            label={t('fields.nationality')}
            data={toSelectData(masterData.nationalities)}
            {...searchable}
            {...fields.nationality}
            value={values.nationality || null}
            onChange={(value) => fields.nationality.onChange(value ?? '')}
          />
        </div>
      </ProfileCard>

      <ProfileCard
        id="location"
        title={t('basic_data.location_title')}
        description={t('basic_data.location_description')}
        icon={<IconMapPin size={22} />}
      >
        <div className={layout.fieldGrid}>
          <LocationFields
            countries={masterData.countries}
            values={values}
            fields={fields}
            clearRegion={() => form.setFieldValue('region', '')}
            labels={{ country: t('fields.country'), region: t('fields.region'), city: t('fields.city') }}
            searchable={searchable}
          />
          <TextInput
            type={TEL_INPUT}
            label={t('fields.phone')}
            description={t('fields.phone_hint')}
            autoComplete="tel"
            {...fields.phone}
          />
          <TextInput
            type={URL_INPUT}
            label={t('fields.website')}
            description={t('fields.website_hint')}
            autoComplete="url"
            {...fields.website}
          />
          <TextInput
            type={EMAIL_INPUT}
            label={t('fields.secondary_email')}
            description={t('fields.secondary_email_hint')}
            autoComplete="email"
            {...fields.secondaryEmail}
          />
        </div>
      </ProfileCard>

      <ProfileCard
        id="career"
        title={t('basic_data.career_title')}
        description={t('basic_data.career_description')}
        icon={<IconBriefcase size={22} />}
      >
        <div className={layout.fieldGrid}>
          <TextInput
            label={t('fields.current_job_title')}
            autoComplete="organization-title"
            {...fields.currentJobTitle}
          />
          <NativeSelect
            label={t('fields.desired_employment_type')}
            data={withBlank(toSelectData(lists.desired_employment_type))}
            {...fields.desiredEmploymentType}
          />
          <NativeSelect
            label={t('fields.highest_education_level')}
            data={withBlank(toSelectData(lists.education_level))}
            {...fields.highestEducationLevel}
          />
          <TextInput label={t('fields.school_name')} {...fields.schoolName} />
          <TextInput label={t('fields.latest_degree')} {...fields.latestDegree} />
          <NativeSelect
            label={t('fields.open_to_travel')}
            data={withBlank(toSelectData(lists.open_to_travel))}
            {...fields.openToTravel}
          />
          <Stack gap="sm" className={layout.wide} mt="xs">
            <Switch
              label={t('fields.seeking_opportunities')}
              description={t('fields.seeking_opportunities_hint')}
              {...fields.seekingOpportunities}
            />
            <Switch label={t('fields.is_beginner')} description={t('fields.is_beginner_hint')} {...fields.isBeginner} />
          </Stack>
        </div>
      </ProfileCard>

      <ProfileCard
        id="clearance"
        title={t('basic_data.clearance_title')}
        description={t('basic_data.clearance_description')}
        icon={<IconShieldLock size={22} />}
      >
        <Switch label={t('fields.has_clearance')} {...fields.hasClearance} />
        <Collapse expanded={values.hasClearance}>
          {values.hasClearance ? (
            <div className={layout.fieldGrid} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
              <NativeSelect
                label={t('fields.clearance_level')}
                required
                data={withBlank(toSelectData(lists.security_level))}
                {...fields.clearanceLevel}
              />
              <DateField label={t('fields.clearance_last_granted')} {...fields.clearanceLastGranted} />
              <NativeSelect
                label={t('fields.clearance_renewal')}
                data={withBlank(toSelectData(lists.clearance_renewal))}
                {...fields.clearanceRenewal}
              />
              <Checkbox
                label={t('fields.polygraph_performed')}
                className={layout.wide}
                {...fields.polygraphPerformed}
              />
            </div>
          ) : null}
        </Collapse>
      </ProfileCard>

      <ConflictAlert
        conflict={saving.conflict}
        onReload={onReload}
        isReloading={saving.isReloading}
        texts={t('conflict', { returnObjects: true })}
      />
      {formProblem && hasErrors ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={formProblem} />
      ) : null}
      <div className={layout.saveBar}>
        <p className={layout.saveHint}>{form.isDirty() ? t('form.unsaved_changes') : t('form.all_saved')}</p>
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={saving.isSaving}
          disabled={saving.conflict.status === 'stale'}
        >
          {t('basic_data.save')}
        </Button>
      </div>
    </form>
  )
}
