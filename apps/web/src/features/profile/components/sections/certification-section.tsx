import { Checkbox, TextInput } from '@mantine/core'
import { IconCertificate } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CertificationInputSchema } from '@sentinela/shared/schemas/profile'
import { formatMonthYear, isPast, joinPresent } from '../../utils/format'
import { asText, textOrAbsent, textOrNull } from '../../utils/item-values'
import type { ProfileListItem } from '../../utils/profile-input'
import type { ItemFieldsProps, ListSectionConfig } from '../list-section'
import { listTexts } from '../list-texts'
import { DateField } from '../../../../components/date-field/date-field'
import layout from '../../../../components/ui/layout.module.css'
import classes from '../profile.module.css'

type Certification = ProfileListItem<'certifications'>

export type CertificationValues = {
  name: string
  issuingEntity: string
  dateIssued: string
  expires: boolean
  dateExpired: string
}

function CertificationFields({ form, fields }: ItemFieldsProps<CertificationValues>) {
  const { t } = useTranslation('profile')
  const values = form.getValues()
  return (
    <div className={layout.fieldGrid}>
      <TextInput label={t('certification.fields.name')} required {...fields.name} />
      <TextInput label={t('certification.fields.issuing_entity')} {...fields.issuingEntity} />
      <DateField label={t('certification.fields.date_issued')} required {...fields.dateIssued} />
      {values.expires ? (
        <DateField label={t('certification.fields.date_expired')} required {...fields.dateExpired} />
      ) : null}
      <Checkbox
        label={t('certification.fields.expires')}
        className={layout.wide}
        {...fields.expires}
        onChange={(event) => {
          fields.expires.onChange(event)
          if (!event.currentTarget.checked) form.setFieldValue('dateExpired', '')
        }}
      />
    </div>
  )
}

function CertificationSummary({ item }: { item: Certification }) {
  const { t, i18n } = useTranslation('profile')
  const issued = t('certification.issued_on', { date: formatMonthYear(item.dateIssued, i18n.language) })
  const expiry =
    !item.expires || !item.dateExpired
      ? t('certification.no_expiry')
      : isPast(item.dateExpired)
        ? t('certification.expired_on', { date: formatMonthYear(item.dateExpired, i18n.language) })
        : t('certification.expires_on', { date: formatMonthYear(item.dateExpired, i18n.language) })
  return (
    <>
      <h3 className={layout.itemTitle}>{item.name}</h3>
      {item.issuingEntity ? <p className={layout.itemLine}>{item.issuingEntity}</p> : null}
      <p className={classes.itemMeta}>{joinPresent([issued, expiry], ' · ')}</p>
    </>
  )
}

/** §3 Certification: name, issuing entity, date issued, date expired, expires flag. */
export const CERTIFICATION_SECTION: ListSectionConfig<'certifications', CertificationValues> = {
  list: 'certifications',
  id: 'certifications',
  icon: <IconCertificate size={22} />,
  schema: CertificationInputSchema,
  emptyValues: { name: '', issuingEntity: '', dateIssued: '', expires: false, dateExpired: '' },
  toValues: (item) => ({
    name: item.name,
    issuingEntity: asText(item.issuingEntity),
    dateIssued: item.dateIssued,
    expires: item.expires,
    dateExpired: asText(item.dateExpired),
  }),
  toInput: (values, id) => ({
    id,
    name: values.name,
    issuingEntity: textOrNull(values.issuingEntity),
    dateIssued: textOrAbsent(values.dateIssued),
    expires: values.expires,
    dateExpired: values.expires ? textOrNull(values.dateExpired) : null,
  }),
  requiredWhen: (values) => (values.expires ? ['dateExpired'] : []),
  fieldOrder: ['name', 'issuingEntity', 'dateIssued', 'dateExpired', 'expires'],
  texts: (t) => listTexts(t, 'certification'),
  fieldNames: (t) => ({
    name: t('certification.field_names.name'),
    issuingEntity: t('certification.field_names.issuing_entity'),
    dateIssued: t('certification.field_names.date_issued'),
    expires: t('certification.field_names.expires'),
    dateExpired: t('certification.field_names.date_expired'),
  }),
  Fields: CertificationFields,
  Summary: CertificationSummary,
  nameOf: (item) => item.name,
}
