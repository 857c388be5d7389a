import { ActionIcon, Button, Text, Title, Tooltip } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { newRowKey, type JobFormValues } from '../../utils/job-values'
import layout from '../../../../components/ui/layout.module.css'
import classes from './steps.module.css'

/** The job's lists a step adds rows to and removes them from. */
type RowList = 'certifications' | 'languages'
type Row<List extends RowList> = JobFormValues[List][number]

/** Puts the cursor in a row just added, once it is on the page. */
function focusLater(id: string) {
  window.setTimeout(() => document.getElementById(id)?.focus(), 0)
}

export interface RowListStepProps<List extends RowList> {
  form: UseFormReturnType<JobFormValues>
  /** Which list; its words are the catalog's `steps.<list>.…` and `<list>.…` keys. */
  list: List
  max: number
  /** A new, empty row (its key comes from here). */
  newRow: () => Omit<Row<List>, 'key'>
  /** The id of a row's first field, which takes the cursor when the row is added. */
  fieldId: (key: string) => string
  /** "Remove …": the row's name, or its field's label while it has none. */
  removeLabel: (row: Row<List>, index: number) => string
  /** A row's fields. */
  children: (row: Row<List>, index: number) => ReactNode
}

/**
 * A step of the job made of rows (certifications, languages): its heading and help, the rows with a remove button
 * each, or what it means that there are none, and "Add" until the list is full. Saved with the whole job (§4).
 */
export function RowListStep<List extends RowList>({
  form,
  list,
  max,
  newRow,
  fieldId,
  removeLabel,
  children,
}: RowListStepProps<List>) {
  const { t } = useTranslation('company-jobs')
  // The catalog's keys are checked for each list there is.
  const words: RowList = list
  const items = form.getValues()[list] as Row<List>[]
  const isFull = items.length >= max

  const onAdd = () => {
    const key = newRowKey()
    form.insertListItem(words, { ...newRow(), key } as Row<RowList>)
    focusLater(fieldId(key))
  }

  return (
    <div className={classes.stepBody}>
      <div>
        <Title order={2} size="h3" className={classes.stepHeading}>
          {t(`steps.${words}.heading`)}
        </Title>
        <p className={classes.stepHelp}>{t(`steps.${words}.help`)}</p>
      </div>
      {items.length === 0 ? (
        <div className={layout.empty}>
          <Text fw={600}>{t(`${words}.empty_title`)}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t(`${words}.empty_body`)}
          </Text>
        </div>
      ) : (
        <ul className={layout.list} aria-label={t(`${words}.list_label`)}>
          {items.map((item, index) => {
            const label = removeLabel(item, index)
            return (
              <li key={item.key} className={layout.item}>
                {children(item, index)}
                <Tooltip label={label} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    className={classes.rowRemove}
                    aria-label={label}
                    onClick={() => form.removeListItem(list, index)}
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
          {t(`${words}.add`)}
        </Button>
        {isFull ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t(`${words}.full`, { max })}
          </Text>
        ) : null}
      </div>
    </div>
  )
}
