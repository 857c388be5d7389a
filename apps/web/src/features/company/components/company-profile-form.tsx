import { NativeSelect, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core'
import { IconBuilding, IconMapPin, IconPhone, IconUserShield } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { CompanyProfile } from '@sentinela/shared/schemas/company'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { ContactFields } from '../../../components/ui/contact-fields'
import { LocationFields } from '../../../components/ui/location-fields'
import { SaveFooter } from '../../../components/ui/save-footer'
import { SectionCard } from '../../../components/ui/section-card'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { useSaveOnSubmit } from '../../../hooks/use-save-on-submit'
import { useVersionedSave } from '../../../hooks/use-versioned-save'
import { issueErrors } from '../../../lib/form-errors'
import { searchableSelectProps, toSelectData, withBlank as withBlankOf } from '../../../lib/select-options'
import { MY_COMPANY_QUERY_KEY, type MyCompany } from '../../../lib/get-company'
import { useUpdateCompany } from '../api/update-company'
import {
  checkCompanyValues,
  companyFieldFor,
  toCompanyInput,
  toCompanyValues,
  type CompanyValues,
} from '../utils/company-values'
import { notifyError } from '../../../lib/notify'
import layout from '../../../components/ui/layout.module.css'

/**
 * Every §3 company field, saved together as the whole profile based on the version it was read at (§4). A save
 * from elsewhere in between is refused (409) and what the person typed stays, to be saved on top of the latest.
 */
export function CompanyProfileForm({ profile, masterData }: { profile: CompanyProfile; masterData: MasterData }) {
  const { t } = useTranslation(['company', 'validation', 'errors'])
  const queryClient = useQueryClient()
  const update = useUpdateCompany()
  const searchable = searchableSelectProps({
    nothingFound: t('form.nothing_found'),
    clearChoice: t('form.clear_choice'),
  })

  // Any valid version checks the same: only this form's own fields are answered here, and the save sends its own.
  const validate = (values: CompanyValues) =>
    issueErrors(t as unknown as TFunction, checkCompanyValues(values, profile.version))
  const { form, fields } = useCheckedForm<CompanyValues>(toCompanyValues(profile), validate, {
    checkUntouchedOnBlur: false,
  })
  const values = form.getValues()
  const saving = useVersionedSave({
    version: profile.version,
    conflictCode: 'company_version_conflict',
    loadLatest: async () => {
      await queryClient.refetchQueries({ queryKey: MY_COMPANY_QUERY_KEY, exact: true }, { throwOnError: true })
      return queryClient.getQueryData<MyCompany>(MY_COMPANY_QUERY_KEY)?.profile
    },
    form,
    toValues: toCompanyValues,
    fieldFor: companyFieldFor,
    notifyError,
  })

  const lists = masterData.optionLists
  const countries = toSelectData(masterData.countries)
  const withBlank = (options: { value: string; label: string }[]) => withBlankOf(t('form.choose'), options)

  const { onSubmit, problem } = useSaveOnSubmit({
    form,
    save: (submitted) => saving.save((version) => update.mutateAsync(toCompanyInput(submitted, version))),
    showError: saving.showError,
    savedText: t('profile_form.saved'),
    problemText: t('errors:validation_failed'),
  })

  return (
    <form noValidate onSubmit={onSubmit} className={layout.stack}>
      <SectionCard
        id="about"
        title={t('profile_form.about_title')}
        description={t('profile_form.about_description')}
        icon={<IconBuilding size={22} />}
      >
        <div className={layout.fieldGrid}>
          <TextInput label={t('fields.name')} autoComplete="organization" required {...fields.name} />
          <Select
            label={t('fields.industry')}
            data={toSelectData(masterData.industries)}
            {...searchable}
            {...fields.industry}
            value={values.industry || null}
            onChange={(value) => fields.industry.onChange(value ?? '')}
          />
          <TextInput label={t('fields.ceo')} {...fields.ceo} />
          <NumberInput
            label={t('fields.founded_year')}
            description={t('fields.founded_year_hint')}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            thousandSeparator={false}
            {...fields.foundedYear}
          />
          <NativeSelect
            label={t('fields.number_of_employees')}
            data={withBlank(toSelectData(lists.number_of_employees))}
            {...fields.numberOfEmployees}
          />
          <NativeSelect
            label={t('fields.revenue_range')}
            data={withBlank(toSelectData(lists.revenue_range))}
            {...fields.revenueRange}
          />
          <Textarea
            label={t('fields.description')}
            description={t('fields.description_hint')}
            autosize
            minRows={4}
            maxRows={12}
            className={layout.wide}
            {...fields.description}
          />
          <Switch
            label={t('fields.employer')}
            description={t('fields.employer_hint')}
            className={layout.wide}
            {...fields.employer}
          />
        </div>
      </SectionCard>

      <SectionCard
        id="location"
        title={t('profile_form.location_title')}
        description={t('profile_form.location_description')}
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
        </div>
      </SectionCard>

      <SectionCard
        id="contact"
        title={t('profile_form.contact_title')}
        description={t('profile_form.contact_description')}
        icon={<IconPhone size={22} />}
      >
        <div className={layout.fieldGrid}>
          <Select
            label={t('fields.phone_country')}
            data={countries}
            {...searchable}
            {...fields.phoneCountry}
            value={values.phoneCountry || null}
            onChange={(value) => fields.phoneCountry.onChange(value ?? '')}
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
      </SectionCard>

      <SectionCard
        id="administrator"
        title={t('profile_form.admin_title')}
        description={t('profile_form.admin_description')}
        icon={<IconUserShield size={22} />}
      >
        <div className={layout.fieldGrid}>
          <TextInput label={t('fields.admin_first_name')} autoComplete="given-name" {...fields.adminFirstName} />
          <TextInput label={t('fields.admin_last_name')} autoComplete="family-name" {...fields.adminLastName} />
          <TextInput label={t('fields.admin_job_title')} autoComplete="organization-title" {...fields.adminJobTitle} />
        </div>
      </SectionCard>

      <SaveFooter
        saving={saving}
        isSaving={update.isPending}
        isDirty={form.isDirty()}
        problem={problem}
        texts={{
          conflict: t('conflict', { returnObjects: true }),
          unsaved: t('form.unsaved_changes'),
          allSaved: t('form.all_saved'),
          save: t('profile_form.save'),
        }}
      />
    </form>
  )
}
