import { NativeSelect, Select } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { LanguageInputSchema } from '@sentinela/shared/schemas/profile'
import { textOrAbsent } from '../../utils/item-values'
import { labelOf, searchFilter, toSelectData } from '../../../../lib/select-options'
import type { ProfileListItem } from '../../utils/profile-input'
import type { ItemFieldsProps, ListSectionConfig } from '../list-section'
import { listTexts } from '../list-texts'
import layout from '../../../../components/ui/layout.module.css'

type Language = ProfileListItem<'languages'>

export type LanguageValues = {
  language: string
  level: string
}

function LanguageFields({ form, fields, masterData }: ItemFieldsProps<LanguageValues>) {
  const { t } = useTranslation('profile')
  const values = form.getValues()
  return (
    <div className={layout.fieldGrid}>
      <Select
        label={t('language.fields.language')}
        required
        data={toSelectData(masterData.languages)}
        searchable
        filter={searchFilter}
        nothingFoundMessage={t('form.nothing_found')}
        {...fields.language}
        value={values.language || null}
        onChange={(value) => fields.language.onChange(value ?? '')}
      />
      <NativeSelect
        label={t('language.fields.level')}
        required
        data={[{ value: '', label: t('form.choose') }, ...toSelectData(masterData.optionLists.language_level)]}
        {...fields.level}
      />
    </div>
  )
}

function LanguageSummary({ item, masterData }: { item: Language; masterData: MasterData }) {
  return (
    <>
      <h3 className={layout.itemTitle}>{labelOf(masterData.languages, item.language) ?? item.language}</h3>
      <p className={layout.itemLine}>{labelOf(masterData.optionLists.language_level, item.level) ?? item.level}</p>
    </>
  )
}

/** §3 Language: language and level (beginner, intermediate, proficient, native or bilingual). */
export const LANGUAGE_SECTION: ListSectionConfig<'languages', LanguageValues> = {
  list: 'languages',
  id: 'languages',
  icon: <IconLanguage size={22} />,
  schema: LanguageInputSchema,
  emptyValues: { language: '', level: '' },
  toValues: (item) => ({ language: item.language, level: item.level }),
  toInput: (values, id) => ({ id, language: textOrAbsent(values.language), level: textOrAbsent(values.level) }),
  fieldOrder: ['language', 'level'],
  texts: (t) => listTexts(t, 'language'),
  fieldNames: (t) => ({
    language: t('language.field_names.language'),
    level: t('language.field_names.level'),
  }),
  Fields: LanguageFields,
  Summary: LanguageSummary,
  nameOf: (item, masterData) => labelOf(masterData.languages, item.language) ?? item.language,
}
