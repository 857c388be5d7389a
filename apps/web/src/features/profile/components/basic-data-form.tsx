import { Checkbox, Collapse, NativeSelect, Select, Stack, Switch, TextInput } from '@mantine/core'
import { IconBriefcase, IconMapPin, IconShieldLock, IconUser } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { ContactFields } from '../../../components/ui/contact-fields'
import { LocationFields } from '../../../components/ui/location-fields'
import { SaveFooter } from '../../../components/ui/save-footer'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { useSaveOnSubmit } from '../../../hooks/use-save-on-submit'
import { issueErrors } from '../../../lib/form-errors'
import { useSaveProfile } from '../hooks/use-save-profile'
import {
  applyBasicData,
  basicDataFieldFor,
  checkBasicData,
  toBasicDataValues,
  type BasicDataValues,
} from '../utils/basic-data'
import { notifyError } from '../../../lib/notify'
import { searchableSelectProps, toSelectData, withBlank as withBlankOf } from '../../../lib/select-options'
import { toProfileInput } from '../utils/profile-input'
import { ProfileCard } from './profile-card'
import { DateField } from '../../../components/date-field/date-field'
import layout from '../../../components/ui/layout.module.css'

/**
 * Personal details, location and contact, career preferences and security clearance (§2, §3), saved together with
 * the rest of the profile as it was read (§4). Validation is the API's own schema.
 */
export function BasicDataForm({ profile, masterData }: { profile: Profile; masterData: MasterData }) {
  const { t } = useTranslation(['profile', 'validation', 'errors'])
  const searchable = searchableSelectProps({
    nothingFound: t('form.nothing_found'),
    clearChoice: t('form.clear_choice'),
  })

  const validate = (values: BasicDataValues) =>
    issueErrors(t as unknown as TFunction, checkBasicData(toProfileInput(profile), values))
  const { form, fields } = useCheckedForm<BasicDataValues>(toBasicDataValues(profile), validate)
  const values = form.getValues()
  const saving = useSaveProfile({ form, toValues: toBasicDataValues, fieldFor: basicDataFieldFor, notifyError })

  const lists = masterData.optionLists
  const withBlank = (options: { value: string; label: string }[]) => withBlankOf(t('form.choose'), options)

  const { onSubmit, problem } = useSaveOnSubmit({
    form,
    save: (submitted) => saving.save((input) => applyBasicData(input, submitted)),
    showError: saving.showError,
    savedText: t('basic_data.saved'),
    problemText: t('errors:validation_failed'),
  })

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
          <ContactFields
            fields={fields}
            labels={{
              phone: { label: t('fields.phone'), hint: t('fields.phone_hint') },
              website: { label: t('fields.website'), hint: t('fields.website_hint') },
              secondaryEmail: { label: t('fields.secondary_email'), hint: t('fields.secondary_email_hint') },
            }}
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

      <SaveFooter
        saving={saving}
        isSaving={saving.isSaving}
        isDirty={form.isDirty()}
        problem={problem}
        texts={{
          conflict: t('conflict', { returnObjects: true }),
          unsaved: t('form.unsaved_changes'),
          allSaved: t('form.all_saved'),
          save: t('basic_data.save'),
        }}
      />
    </form>
  )
}
