import { TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { JOB_CERTIFICATIONS_MAX } from '@sentinela/shared/schemas/jobs'
import type { JobFormValues } from '../../utils/job-values'
import { RowListStep } from './row-list-step'
import layout from '../../../../components/ui/layout.module.css'

/** Step 4, certifications: the names the job asks for (§3), added and removed here, saved with the whole job (§4). */
export function CertificationsStep({ form }: { form: UseFormReturnType<JobFormValues> }) {
  const { t } = useTranslation('company-jobs')
  const label = (index: number) => t('certifications.name_label', { number: index + 1 })
  return (
    <RowListStep
      form={form}
      list="certifications"
      max={JOB_CERTIFICATIONS_MAX}
      newRow={() => ({ id: 0, name: '' })}
      fieldId={(key) => `certification-${key}`}
      removeLabel={(item, index) => t('certifications.remove', { name: item.name.trim() || label(index) })}
    >
      {(item, index) => (
        <div className={layout.itemBody}>
          <TextInput
            id={`certification-${item.key}`}
            label={label(index)}
            required
            {...form.getInputProps(`certifications.${index}.name`)}
          />
        </div>
      )}
    </RowListStep>
  )
}
