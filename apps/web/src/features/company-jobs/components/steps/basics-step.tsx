import {
  Collapse,
  NativeSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SALARY_CURRENCIES } from '@sentinela/shared/schemas/jobs'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { searchableSelectProps, toSelectData, type SelectOption } from '../../../../lib/select-options'
import { STEP_FIELDS } from '../../utils/job-steps'
import type { JobFormValues } from '../../utils/job-values'
import { DateField } from '../../../../components/date-field/date-field'
import layout from '../../../../components/ui/layout.module.css'
import shared from '../shared.module.css'
import steps from './steps.module.css'
import classes from './basics-step.module.css'

const PRIVACY_OPTIONS = ['public', 'private'] as const
/** Step 1's fields (STEP_FIELDS.basics), each with its input props. */
const BASIC_FIELDS = STEP_FIELDS.basics
const SEARCHABLE_FIELDS = ['country', 'nationality', 'industry'] as const

/** The separators a language groups digits and writes decimals with, for amounts people read at a glance. */
function numberSeparators(language: string) {
  const parts = new Intl.NumberFormat(language).formatToParts(1234567.5)
  return {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  }
}

function currencyOptions(language: string): SelectOption[] {
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([language], { type: 'currency' })
  } catch {
    names = undefined
  }
  return SALARY_CURRENCIES.map((code) => ({ value: code, label: `${code} · ${names?.of(code) ?? code}` }))
}

export interface BasicsStepProps {
  form: UseFormReturnType<JobFormValues>
  masterData: MasterData
}

/** A section of step 1 with its own heading, so the long form reads in parts. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={shared.section}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {children}
    </section>
  )
}

/**
 * Step 1, basic info: every field of the job but its roles, certifications and languages (§3 "Job position"). The
 * salary range says §5's sentence as soon as the maximum is not above the minimum.
 */
export function BasicsStep({ form, masterData }: BasicsStepProps) {
  const { t, i18n } = useTranslation(['company-jobs', 'options'])
  const values = form.getValues()
  const lists = masterData.optionLists
  const separators = numberSeparators(i18n.language)
  const withBlank = (options: SelectOption[], blank = t('form.choose')) => [{ value: '', label: blank }, ...options]
  const searchable = searchableSelectProps({
    nothingFound: t('form.nothing_found'),
    clearChoice: t('form.clear_choice'),
  })
  const countries = toSelectData(masterData.countries)
  const fields = Object.fromEntries(
    BASIC_FIELDS.map((name) => [
      name,
      form.getInputProps(name, name === 'clearanceRequired' ? { type: 'checkbox' } : undefined),
    ]),
  ) as Record<(typeof BASIC_FIELDS)[number], GetInputPropsReturnType>
  // Searchable selects hold null while empty; the form keeps text.
  const selects = Object.fromEntries(
    SEARCHABLE_FIELDS.map((name) => [
      name,
      {
        ...fields[name],
        value: values[name] || null,
        onChange: (value: string | null) => fields[name].onChange(value ?? ''),
      },
    ]),
  ) as Record<(typeof SEARCHABLE_FIELDS)[number], GetInputPropsReturnType>
  const privacy = fields.privacy

  return (
    <div className={steps.stepBody}>
      <div>
        <Title order={2} size="h3" className={steps.stepHeading}>
          {t('steps.basics.heading')}
        </Title>
        <p className={steps.stepHelp}>{t('steps.basics.help')}</p>
      </div>

      <Section title={t('basics.about_title')}>
        <div className={layout.fieldGrid}>
          <TextInput label={t('fields.job_title')} required {...fields.jobTitle} />
          <TextInput label={t('fields.department')} {...fields.department} />
        </div>
        <Radio.Group
          label={t('fields.privacy')}
          description={t('fields.privacy_help')}
          value={values.privacy}
          onChange={(value) => privacy.onChange(value)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {PRIVACY_OPTIONS.map((option) => (
              <Radio.Card key={option} value={option} className={classes.privacyCard} radius="md">
                <Radio.Indicator aria-hidden />
                <span>
                  <span className={classes.privacyTitle}>{t(`options:job_privacy.${option}`)}</span>
                  <span className={classes.privacyText}>{t(`basics.privacy_${option}`)}</span>
                </span>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Textarea
          label={t('fields.description')}
          description={t('fields.description_help')}
          required
          autosize
          minRows={6}
          maxRows={16}
          {...fields.description}
        />
        <Textarea
          label={t('fields.requirements')}
          description={t('fields.requirements_help')}
          autosize
          minRows={3}
          maxRows={12}
          {...fields.requirements}
        />
      </Section>

      <Section title={t('basics.pay_title')}>
        <div className={classes.fieldGridThree}>
          <NumberInput
            label={t('fields.salary_min')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...separators}
            {...fields.salaryMin}
          />
          <NumberInput
            label={t('fields.salary_max')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...separators}
            {...fields.salaryMax}
          />
          <NativeSelect
            label={t('fields.salary_currency')}
            data={currencyOptions(i18n.language)}
            {...fields.salaryCurrency}
          />
        </div>
        <div className={classes.fieldGridThree}>
          <NativeSelect
            label={t('fields.employment_type')}
            required
            data={withBlank(toSelectData(lists.employment_type))}
            {...fields.employmentType}
          />
          <NumberInput
            label={t('fields.duration')}
            description={t('fields.duration_help')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            disabled={values.durationUnit === 'indefinite'}
            {...fields.duration}
          />
          <NativeSelect
            label={t('fields.duration_unit')}
            description={t('fields.duration_unit_help')}
            data={withBlank(toSelectData(lists.job_duration_unit))}
            {...fields.durationUnit}
            onChange={(event) => {
              const unit = event.currentTarget.value
              fields.durationUnit.onChange(event)
              // "Indefinite" has no length: a number left there would be refused.
              if (unit === 'indefinite') form.setFieldValue('duration', '')
            }}
          />
        </div>
      </Section>

      <Section title={t('basics.place_title')}>
        <div className={layout.fieldGrid}>
          <NativeSelect
            label={t('fields.modality')}
            required
            data={withBlank(toSelectData(lists.modality))}
            {...fields.modality}
          />
          <Select label={t('fields.country')} data={countries} {...searchable} {...selects.country} />
          <TextInput label={t('fields.city')} {...fields.city} />
          <NativeSelect
            label={t('fields.open_to_travel')}
            data={withBlank(toSelectData(lists.open_to_travel))}
            {...fields.openToTravel}
          />
        </div>
      </Section>

      <Section title={t('basics.profile_title')}>
        <div className={layout.fieldGrid}>
          <Select
            label={t('fields.industry')}
            data={toSelectData(masterData.industries)}
            {...searchable}
            {...selects.industry}
          />
          <NativeSelect
            label={t('fields.education_level')}
            data={withBlank(toSelectData(lists.education_level))}
            {...fields.educationLevel}
          />
          <Select
            label={t('fields.nationality')}
            description={t('fields.nationality_help')}
            data={toSelectData(masterData.nationalities)}
            {...searchable}
            {...selects.nationality}
          />
        </div>
      </Section>

      <Section title={t('basics.publication_title')}>
        <div className={layout.fieldGrid}>
          <DateField
            label={t('fields.expiration_date')}
            description={t('fields.expiration_date_help')}
            required
            {...fields.expirationDate}
          />
        </div>
        <Switch
          label={t('fields.clearance_required')}
          description={t('fields.clearance_required_help')}
          {...fields.clearanceRequired}
        />
        <Collapse expanded={values.clearanceRequired}>
          {values.clearanceRequired ? (
            <div className={layout.fieldGrid}>
              <NativeSelect
                label={t('fields.clearance_level')}
                data={withBlank(toSelectData(lists.security_level), t('fields.clearance_level_any'))}
                {...fields.clearanceLevel}
              />
            </div>
          ) : null}
        </Collapse>
      </Section>
    </div>
  )
}
