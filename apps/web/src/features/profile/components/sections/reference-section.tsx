import { TextInput } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ReferenceInputSchema } from '@sentinela/shared/schemas/profile'
import { asText, textOrNull } from '../../utils/item-values'
import type { ProfileListItem } from '../../utils/profile-input'
import type { ItemFieldsProps, ListSectionConfig } from '../list-section'
import { listTexts } from '../list-texts'
import layout from '../../../../components/ui/layout.module.css'
import classes from '../profile.module.css'

type Reference = ProfileListItem<'references'>

export type ReferenceValues = {
  name: string
  email: string
  referralCode: string
}

const EMAIL_INPUT = 'email'

function ReferenceFields({ fields }: ItemFieldsProps<ReferenceValues>) {
  const { t } = useTranslation('profile')
  return (
    <div className={layout.fieldGrid}>
      <TextInput label={t('reference.fields.name')} required className={layout.wide} {...fields.name} />
      <TextInput type={EMAIL_INPUT} label={t('reference.fields.email')} autoComplete="off" {...fields.email} />
      <TextInput label={t('reference.fields.referral_code')} {...fields.referralCode} />
      <p className={`${layout.muted} ${layout.wide}`}>{t('reference.fields.contact_hint')}</p>
    </div>
  )
}

function ReferenceSummary({ item }: { item: Reference }) {
  const { t } = useTranslation('profile')
  return (
    <>
      <h3 className={layout.itemTitle}>{item.name}</h3>
      {item.email ? <p className={layout.itemLine}>{item.email}</p> : null}
      {item.referralCode ? (
        <p className={classes.itemMeta}>{t('reference.referral_code', { code: item.referralCode })}</p>
      ) : null}
    </>
  )
}

/** §3 Reference: name, and e-mail or referral code. */
export const REFERENCE_SECTION: ListSectionConfig<'references', ReferenceValues> = {
  list: 'references',
  id: 'references',
  icon: <IconUsers size={22} />,
  schema: ReferenceInputSchema,
  emptyValues: { name: '', email: '', referralCode: '' },
  toValues: (item) => ({ name: item.name, email: asText(item.email), referralCode: asText(item.referralCode) }),
  toInput: (values, id) => ({
    id,
    name: values.name,
    email: textOrNull(values.email),
    referralCode: textOrNull(values.referralCode),
  }),
  fieldOrder: ['name', 'email', 'referralCode'],
  texts: (t) => listTexts(t, 'reference'),
  fieldNames: (t) => ({
    name: t('reference.field_names.name'),
    email: t('reference.field_names.email'),
    referralCode: t('reference.field_names.referral_code'),
  }),
  Fields: ReferenceFields,
  Summary: ReferenceSummary,
  nameOf: (item) => item.name,
}
