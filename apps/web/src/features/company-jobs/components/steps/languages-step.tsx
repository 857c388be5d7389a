import { NativeSelect, Select } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { JOB_LANGUAGES_MAX } from '@sentinela/shared/schemas/jobs'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import type { JobFormValues } from '../../utils/job-values'
import { labelOf, searchFilter, toSelectData } from '../../../../lib/select-options'
import { RowListStep } from './row-list-step'
import classes from './steps.module.css'

/** Step 5, languages: each with the level the job needs (§3), saved with the whole job (§4). */
export function LanguagesStep({
  form,
  masterData,
}: {
  form: UseFormReturnType<JobFormValues>
  masterData: MasterData
}) {
  const { t } = useTranslation('company-jobs')
  const languages = toSelectData(masterData.languages)
  const levels = [{ value: '', label: t('form.choose') }, ...toSelectData(masterData.optionLists.language_level)]

  return (
    <RowListStep
      form={form}
      list="languages"
      max={JOB_LANGUAGES_MAX}
      newRow={() => ({ id: 0, language: '', level: '' })}
      fieldId={(key) => `language-${key}`}
      removeLabel={(item, index) =>
        t('languages.remove', {
          name: labelOf(masterData.languages, item.language) ?? t('languages.language_label', { number: index + 1 }),
        })
      }
    >
      {(item, index) => {
        const number = index + 1
        const language = form.getInputProps(`languages.${index}.language`)
        return (
          <div className={classes.rowFields}>
            <Select
              id={`language-${item.key}`}
              label={t('languages.language_label', { number })}
              required
              data={languages}
              searchable
              filter={searchFilter}
              nothingFoundMessage={t('form.nothing_found')}
              {...language}
              value={item.language || null}
              onChange={(value) => language.onChange(value ?? '')}
            />
            <NativeSelect
              label={t('languages.level_label', { number })}
              required
              data={levels}
              {...form.getInputProps(`languages.${index}.level`)}
            />
          </div>
        )
      }}
    </RowListStep>
  )
}
