import { ActionIcon, Button, NativeSelect, Select, Text, Title, Tooltip } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { JOB_LANGUAGES_MAX } from '@sentinela/shared/schemas/jobs'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { newRowKey, type JobFormValues } from '../../utils/job-values'
import { labelOf, searchFilter, toSelectData } from '../../../../lib/select-options'
import { focusLater } from './certifications-step'
import layout from '../../../../components/ui/layout.module.css'
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
  const items = form.getValues().languages
  const isFull = items.length >= JOB_LANGUAGES_MAX
  const languages = toSelectData(masterData.languages)
  const levels = [{ value: '', label: t('form.choose') }, ...toSelectData(masterData.optionLists.language_level)]

  const onAdd = () => {
    const key = newRowKey()
    form.insertListItem('languages', { id: 0, language: '', level: '', key })
    focusLater(`language-${key}`)
  }

  return (
    <div className={classes.stepBody}>
      <div>
        <Title order={2} size="h3" className={classes.stepHeading}>
          {t('steps.languages.heading')}
        </Title>
        <p className={classes.stepHelp}>{t('steps.languages.help')}</p>
      </div>
      {items.length === 0 ? (
        <div className={layout.empty}>
          <Text fw={600}>{t('languages.empty_title')}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('languages.empty_body')}
          </Text>
        </div>
      ) : (
        <ul className={layout.list} aria-label={t('languages.list_label')}>
          {items.map((item, index) => {
            const number = index + 1
            const language = form.getInputProps(`languages.${index}.language`)
            const name = labelOf(masterData.languages, item.language) ?? t('languages.language_label', { number })
            const removeLabel = t('languages.remove', { name })
            return (
              <li key={item.key} className={layout.item}>
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
                <Tooltip label={removeLabel} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    className={classes.rowRemove}
                    aria-label={removeLabel}
                    onClick={() => form.removeListItem('languages', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </li>
            )
          })}
        </ul>
      )}
      <div>
        <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd} disabled={isFull}>
          {t('languages.add')}
        </Button>
        {isFull ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('languages.full', { max: JOB_LANGUAGES_MAX })}
          </Text>
        ) : null}
      </div>
    </div>
  )
}
