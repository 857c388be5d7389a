import { Alert, Button, NativeSelect, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core'
import {
  IconAlertCircle,
  IconBuilding,
  IconDeviceFloppy,
  IconMapPin,
  IconPhone,
  IconUserShield,
} from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompanyProfile } from '@sentinela/shared/schemas/company'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { ConflictAlert } from '../../../components/ui/conflict-alert'
import { LocationFields } from '../../../components/ui/location-fields'
import { SectionCard } from '../../../components/ui/section-card'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { useVersionedSave } from '../../../hooks/use-versioned-save'
import { translateKey } from '../../../lib/form-errors'
import { searchableSelectProps, toSelectData } from '../../../lib/select-options'
import { MY_COMPANY_QUERY_KEY, type MyCompany } from '../api/get-company'
import { useUpdateCompany } from '../api/update-company'
import {
  checkCompanyValues,
  companyFieldFor,
  toCompanyInput,
  toCompanyValues,
  type CompanyValues,
} from '../utils/company-values'
import { notifyError, notifySuccess } from '../../../lib/notify'
import layout from '../../../components/ui/layout.module.css'

const TEL_INPUT = 'tel'
const EMAIL_INPUT = 'email'
const URL_INPUT = 'url'

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
  const [formProblem, setFormProblem] = useState<string | undefined>()

  // Any valid version checks the same: only this form's own fields are answered here, and the save sends its own.
  const validate = (values: CompanyValues) => {
    const errors: Record<string, string> = {}
    for (const issue of checkCompanyValues(values, profile.version)) {
      errors[issue.path] = translateKey(t as unknown as TFunction, `validation:${issue.code}`, issue.params)
    }
    return errors
  }
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
  const withBlank = (options: { value: string; label: string }[]) => [
    { value: '', label: t('form.choose') },
    ...options,
  ]

  const onSubmit = form.onSubmit(
    (submitted) => {
      setFormProblem(undefined)
      saving
        .save((version) => update.mutateAsync(toCompanyInput(submitted, version)))
        .then(
          () => notifySuccess(t('profile_form.saved')),
          (error: unknown) => {
            if (saving.showError(error, submitted)) setFormProblem(t('errors:validation_failed'))
          },
        )
    },
    () => setFormProblem(t('errors:validation_failed')),
  )

  const onReload = () =>
    void saving.reload().catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)))

  const hasErrors = Object.keys(form.errors).length > 0

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
          loading={update.isPending}
          disabled={saving.conflict.status === 'stale'}
        >
          {t('profile_form.save')}
        </Button>
      </div>
    </form>
  )
}
