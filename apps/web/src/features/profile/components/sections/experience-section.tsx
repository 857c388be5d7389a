import { Checkbox, NativeSelect, Select, Textarea, TextInput } from '@mantine/core'
import { IconBriefcase } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ExperienceInputSchema } from '@sentinela/shared/schemas/profile'
import { asText, codeOrNull, textOrAbsent, textOrNull } from '../../utils/item-values'
import { formatMonthYear, joinPresent } from '../../utils/format'
import { labelOf, searchFilter, toSelectData } from '../../../../lib/select-options'
import type { ProfileListItem } from '../../utils/profile-input'
import type { ItemFieldsProps, ListSectionConfig } from '../list-section'
import { listTexts } from '../list-texts'
import { DateField } from '../../../../components/date-field/date-field'
import layout from '../../../../components/ui/layout.module.css'
import classes from '../profile.module.css'

type Experience = ProfileListItem<'experiences'>

export type ExperienceValues = {
  jobTitle: string
  company: string
  employmentType: string
  industry: string
  startDate: string
  endDate: string
  currentlyWorksHere: boolean
  description: string
  aboutCompany: string
}

function ExperienceFields({ form, fields, masterData }: ItemFieldsProps<ExperienceValues>) {
  const { t } = useTranslation('profile')
  const values = form.getValues()
  return (
    <div className={layout.fieldGrid}>
      <TextInput label={t('experience.fields.job_title')} required {...fields.jobTitle} />
      <TextInput label={t('experience.fields.company')} required {...fields.company} />
      <NativeSelect
        label={t('experience.fields.employment_type')}
        data={[{ value: '', label: t('form.choose') }, ...toSelectData(masterData.optionLists.employment_type)]}
        {...fields.employmentType}
      />
      <Select
        label={t('experience.fields.industry')}
        data={toSelectData(masterData.industries)}
        searchable
        filter={searchFilter}
        clearable
        nothingFoundMessage={t('form.nothing_found')}
        clearButtonProps={{ 'aria-label': t('form.clear_choice') }}
        {...fields.industry}
        value={values.industry || null}
        onChange={(value) => fields.industry.onChange(value ?? '')}
      />
      <DateField label={t('experience.fields.start_date')} required {...fields.startDate} />
      <DateField
        label={t('experience.fields.end_date')}
        required={!values.currentlyWorksHere}
        disabled={values.currentlyWorksHere}
        {...fields.endDate}
      />
      <Checkbox
        label={t('experience.fields.currently_works_here')}
        className={layout.wide}
        {...fields.currentlyWorksHere}
        onChange={(event) => {
          fields.currentlyWorksHere.onChange(event)
          if (event.currentTarget.checked) form.setFieldValue('endDate', '')
        }}
      />
      <Textarea
        label={t('experience.fields.description')}
        autosize
        minRows={3}
        maxRows={10}
        className={layout.wide}
        {...fields.description}
      />
      <Textarea
        label={t('experience.fields.about_company')}
        autosize
        minRows={2}
        maxRows={8}
        className={layout.wide}
        {...fields.aboutCompany}
      />
    </div>
  )
}

function ExperienceSummary({
  item,
  masterData,
}: {
  item: Experience
  masterData: ItemFieldsProps<ExperienceValues>['masterData']
}) {
  const { t, i18n } = useTranslation('profile')
  const end =
    item.currentlyWorksHere || !item.endDate ? t('experience.present') : formatMonthYear(item.endDate, i18n.language)
  return (
    <>
      <h3 className={layout.itemTitle}>{item.jobTitle}</h3>
      <p className={layout.itemLine}>
        {joinPresent([item.company, labelOf(masterData.optionLists.employment_type, item.employmentType)], ' · ')}
      </p>
      <p className={classes.itemMeta}>
        {joinPresent(
          [
            t('experience.period', { start: formatMonthYear(item.startDate, i18n.language), end }),
            labelOf(masterData.industries, item.industry),
          ],
          ' · ',
        )}
      </p>
      {item.description ? <p className={classes.itemText}>{item.description}</p> : null}
    </>
  )
}

/** §3 Experience: job title, company, start, end, currently works here, employment type, industry, description, about company. */
export const EXPERIENCE_SECTION: ListSectionConfig<'experiences', ExperienceValues> = {
  list: 'experiences',
  id: 'experiences',
  icon: <IconBriefcase size={22} />,
  schema: ExperienceInputSchema,
  emptyValues: {
    jobTitle: '',
    company: '',
    employmentType: '',
    industry: '',
    startDate: '',
    endDate: '',
    currentlyWorksHere: false,
    description: '',
    aboutCompany: '',
  },
  toValues: (item) => ({
    jobTitle: item.jobTitle,
    company: item.company,
    employmentType: asText(item.employmentType),
    industry: asText(item.industry),
    startDate: item.startDate,
    endDate: asText(item.endDate),
    currentlyWorksHere: item.currentlyWorksHere,
    description: asText(item.description),
    aboutCompany: asText(item.aboutCompany),
  }),
  toInput: (values, id) => ({
    id,
    jobTitle: values.jobTitle,
    company: values.company,
    startDate: textOrAbsent(values.startDate),
    endDate: values.currentlyWorksHere ? null : textOrNull(values.endDate),
    currentlyWorksHere: values.currentlyWorksHere,
    employmentType: codeOrNull(values.employmentType),
    industry: textOrNull(values.industry),
    description: textOrNull(values.description),
    aboutCompany: textOrNull(values.aboutCompany),
  }),
  requiredWhen: (values) => (values.currentlyWorksHere ? [] : ['endDate']),
  fieldOrder: [
    'jobTitle',
    'company',
    'employmentType',
    'industry',
    'startDate',
    'endDate',
    'currentlyWorksHere',
    'description',
    'aboutCompany',
  ],
  texts: (t) => listTexts(t, 'experience'),
  fieldNames: (t) => ({
    jobTitle: t('experience.field_names.job_title'),
    company: t('experience.field_names.company'),
    employmentType: t('experience.field_names.employment_type'),
    industry: t('experience.field_names.industry'),
    startDate: t('experience.field_names.start_date'),
    endDate: t('experience.field_names.end_date'),
    currentlyWorksHere: t('experience.field_names.currently_works_here'),
    description: t('experience.field_names.description'),
    aboutCompany: t('experience.field_names.about_company'),
  }),
  Fields: ExperienceFields,
  Summary: ExperienceSummary,
  nameOf: (item) => `${item.jobTitle} · ${item.company}`,
}
