import { TextInput } from '@mantine/core'
import { IconBook } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CourseInputSchema } from '@sentinela/shared/schemas/profile'
import { asText, textOrNull } from '../../utils/item-values'
import type { ProfileListItem } from '../../utils/profile-input'
import type { ItemFieldsProps, ListSectionConfig } from '../list-section'
import { listTexts } from '../list-texts'
import layout from '../../../../components/ui/layout.module.css'
import classes from '../profile.module.css'

type Course = ProfileListItem<'courses'>

export type CourseValues = {
  name: string
  number: string
  associatedWith: string
}

function CourseFields({ fields }: ItemFieldsProps<CourseValues>) {
  const { t } = useTranslation('profile')
  return (
    <div className={layout.fieldGrid}>
      <TextInput label={t('course.fields.name')} required className={layout.wide} {...fields.name} />
      <TextInput label={t('course.fields.number')} {...fields.number} />
      <TextInput
        label={t('course.fields.associated_with')}
        description={t('course.fields.associated_with_hint')}
        {...fields.associatedWith}
      />
    </div>
  )
}

function CourseSummary({ item }: { item: Course }) {
  const { t } = useTranslation('profile')
  return (
    <>
      <h3 className={layout.itemTitle}>{item.name}</h3>
      {item.number ? <p className={layout.itemLine}>{t('course.number', { number: item.number })}</p> : null}
      {item.associatedWith ? (
        <p className={classes.itemMeta}>{t('course.associated_with', { name: item.associatedWith })}</p>
      ) : null}
    </>
  )
}

/** §3 Course: name, number, associated with. */
export const COURSE_SECTION: ListSectionConfig<'courses', CourseValues> = {
  list: 'courses',
  id: 'courses',
  icon: <IconBook size={22} />,
  schema: CourseInputSchema,
  emptyValues: { name: '', number: '', associatedWith: '' },
  toValues: (item) => ({ name: item.name, number: asText(item.number), associatedWith: asText(item.associatedWith) }),
  toInput: (values, id) => ({
    id,
    name: values.name,
    number: textOrNull(values.number),
    associatedWith: textOrNull(values.associatedWith),
  }),
  fieldOrder: ['name', 'number', 'associatedWith'],
  texts: (t) => listTexts(t, 'course'),
  fieldNames: (t) => ({
    name: t('course.field_names.name'),
    number: t('course.field_names.number'),
    associatedWith: t('course.field_names.associated_with'),
  }),
  Fields: CourseFields,
  Summary: CourseSummary,
  nameOf: (item) => item.name,
}
