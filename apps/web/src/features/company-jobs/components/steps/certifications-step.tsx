import { ActionIcon, Button, Text, TextInput, Title, Tooltip } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { JOB_CERTIFICATIONS_MAX } from '@sentinela/shared/schemas/jobs'
import { newRowKey, type JobFormValues } from '../../utils/job-values'
import layout from '../../../../components/ui/layout.module.css'
import classes from './steps.module.css'

/** Puts the cursor in a row just added, once it is on the page. */
export function focusLater(id: string) {
  window.setTimeout(() => document.getElementById(id)?.focus(), 0)
}

/** Step 4, certifications: the names the job asks for (§3), added and removed here, saved with the whole job (§4). */
export function CertificationsStep({ form }: { form: UseFormReturnType<JobFormValues> }) {
  const { t } = useTranslation('company-jobs')
  const items = form.getValues().certifications
  const isFull = items.length >= JOB_CERTIFICATIONS_MAX

  const onAdd = () => {
    const key = newRowKey()
    form.insertListItem('certifications', { id: 0, name: '', key })
    focusLater(`certification-${key}`)
  }

  return (
    <div className={classes.stepBody}>
      <div>
        <Title order={2} size="h3" className={classes.stepHeading}>
          {t('steps.certifications.heading')}
        </Title>
        <p className={classes.stepHelp}>{t('steps.certifications.help')}</p>
      </div>
      {items.length === 0 ? (
        <div className={layout.empty}>
          <Text fw={600}>{t('certifications.empty_title')}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('certifications.empty_body')}
          </Text>
        </div>
      ) : (
        <ul className={layout.list} aria-label={t('certifications.list_label')}>
          {items.map((item, index) => {
            const label = t('certifications.name_label', { number: index + 1 })
            const removeLabel = t('certifications.remove', { name: item.name.trim() || label })
            return (
              <li key={item.key} className={layout.item}>
                <div className={layout.itemBody}>
                  <TextInput
                    id={`certification-${item.key}`}
                    label={label}
                    required
                    {...form.getInputProps(`certifications.${index}.name`)}
                  />
                </div>
                <Tooltip label={removeLabel} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    className={classes.rowRemove}
                    aria-label={removeLabel}
                    onClick={() => form.removeListItem('certifications', index)}
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
          {t('certifications.add')}
        </Button>
        {isFull ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('certifications.full', { max: JOB_CERTIFICATIONS_MAX })}
          </Text>
        ) : null}
      </div>
    </div>
  )
}
