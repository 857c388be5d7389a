import { Checkbox, Textarea, TextInput } from '@mantine/core'
import { IconSchool } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { EducationInputSchema } from '@sentinela/shared/schemas/profile'
import { formatMonthYear, joinPresent } from '../../utils/format'
import { asText, textOrNull } from '../../utils/item-values'
import type { ProfileListItem } from '../../utils/profile-input'
import type { ItemFieldsProps, ListSectionConfig } from '../list-section'
import { listTexts } from '../list-texts'
import { DateField } from '../../../../components/date-field/date-field'
import layout from '../../../../components/ui/layout.module.css'
import classes from '../profile.module.css'

type Education = ProfileListItem<'educations'>

export type EducationValues = {
  school: string
  degree: string
  fieldOfStudy: string
  graduated: boolean
  graduationDate: string
  groupsAndActivities: string
}

function EducationFields({ form, fields }: ItemFieldsProps<EducationValues>) {
  const { t } = useTranslation('profile')
  const values = form.getValues()
  return (
    <div className={layout.fieldGrid}>
      <TextInput label={t('education.fields.school')} required {...fields.school} />
      <TextInput label={t('education.fields.degree')} required {...fields.degree} />
      <TextInput label={t('education.fields.field_of_study')} {...fields.fieldOfStudy} />
      <DateField
        label={t('education.fields.graduation_date')}
        description={values.graduated ? undefined : t('education.fields.graduation_date_hint')}
        required={values.graduated}
        {...fields.graduationDate}
      />
      <Checkbox label={t('education.fields.graduated')} className={layout.wide} {...fields.graduated} />
      <Textarea
        label={t('education.fields.groups_and_activities')}
        autosize
        minRows={2}
        maxRows={8}
        className={layout.wide}
        {...fields.groupsAndActivities}
      />
    </div>
  )
}

function EducationSummary({ item }: { item: Education }) {
  const { t, i18n } = useTranslation('profile')
  const date = item.graduationDate ? formatMonthYear(item.graduationDate, i18n.language) : undefined
  const status = item.graduated
    ? date
      ? t('education.graduated_on', { date })
      : t('education.graduated')
    : date
      ? t('education.expected_on', { date })
      : t('education.in_progress')
  return (
    <>
      <h3 className={layout.itemTitle}>{item.school}</h3>
      <p className={layout.itemLine}>{joinPresent([item.degree, item.fieldOfStudy])}</p>
      <p className={classes.itemMeta}>{status}</p>
      {item.groupsAndActivities ? <p className={classes.itemText}>{item.groupsAndActivities}</p> : null}
    </>
  )
}

/** §3 Education: school, degree, field of study, graduated, graduation date, groups and activities. */
export const EDUCATION_SECTION: ListSectionConfig<'educations', EducationValues> = {
  list: 'educations',
  id: 'educations',
  icon: <IconSchool size={22} />,
  schema: EducationInputSchema,
  emptyValues: {
    school: '',
    degree: '',
    fieldOfStudy: '',
    graduated: false,
    graduationDate: '',
    groupsAndActivities: '',
  },
  toValues: (item) => ({
    school: item.school,
    degree: item.degree,
    fieldOfStudy: asText(item.fieldOfStudy),
    graduated: item.graduated,
    graduationDate: asText(item.graduationDate),
    groupsAndActivities: asText(item.groupsAndActivities),
  }),
  toInput: (values, id) => ({
    id,
    school: values.school,
    degree: values.degree,
    fieldOfStudy: textOrNull(values.fieldOfStudy),
    graduated: values.graduated,
    graduationDate: textOrNull(values.graduationDate),
    groupsAndActivities: textOrNull(values.groupsAndActivities),
  }),
  requiredWhen: (values) => (values.graduated ? ['graduationDate'] : []),
  fieldOrder: ['school', 'degree', 'fieldOfStudy', 'graduationDate', 'graduated', 'groupsAndActivities'],
  texts: (t) => listTexts(t, 'education'),
  fieldNames: (t) => ({
    school: t('education.field_names.school'),
    degree: t('education.field_names.degree'),
    fieldOfStudy: t('education.field_names.field_of_study'),
    graduated: t('education.field_names.graduated'),
    graduationDate: t('education.field_names.graduation_date'),
    groupsAndActivities: t('education.field_names.groups_and_activities'),
  }),
  Fields: EducationFields,
  Summary: EducationSummary,
  nameOf: (item) => `${item.degree} · ${item.school}`,
}
