import { Alert, Button, MultiSelect, NumberInput, Paper, Select, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconCheck, IconCopy, IconWand } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'
import { ImproveJobDescriptionSchema, JOB_ROLES_MAX, SALARY_CURRENCIES } from '@sentinela/shared/schemas/jobs'
import { ImproveDescriptionDialog } from '../../../components/job-description/improve-description-dialog'
import { useOptionLabel } from '../../../hooks/use-option-label'
import { applyApiError, translateKey } from '../../../lib/form-errors'
import { useMasterData } from '../../../lib/get-master-data'
import { useImproveDescription, type ImproveDescriptionInput } from '../../../lib/improve-description'
import { toRoleGroups, useWorkRoles } from '../../../lib/list-work-roles'
import { notifySuccess } from '../../../lib/notify'
import { searchFilter, toSelectData } from '../../../lib/select-options'
import { toFieldIssue } from '@sentinela/shared/i18n/validation-issue'
import classes from './ai-agents.module.css'
import layout from '../../../components/ui/layout.module.css'

interface DraftValues {
  jobTitle: string
  description: string
  workRoleCodes: string[]
  modality: string | null
  country: string | null
  city: string
  salaryMin: number | string
  salaryMax: number | string
  salaryCurrency: string
}

const EMPTY: DraftValues = {
  jobTitle: '',
  description: '',
  workRoleCodes: [],
  modality: null,
  country: null,
  city: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'USD',
}
const FIELDS = Object.keys(EMPTY)

const toInput = (values: DraftValues): ImproveDescriptionInput => ({
  jobTitle: values.jobTitle,
  description: values.description,
  workRoleCodes: values.workRoleCodes,
  modality: (values.modality as (typeof OPTION_LISTS.modality)[number] | null) ?? null,
  country: values.country,
  city: values.city.trim() || null,
  salaryMin: typeof values.salaryMin === 'number' ? values.salaryMin : null,
  salaryMax: typeof values.salaryMax === 'number' ? values.salaryMax : null,
  salaryCurrency: values.salaryCurrency as (typeof SALARY_CURRENCIES)[number],
})

/**
 * Job description improver (#18, companies): the job stepper's "Improve description", here for any draft text. The
 * proposal (points to check, responsibilities from the roles' NICE tasks, the restructured text) is reviewed in the
 * same dialog; taking it puts it in the description box, to copy into a job.
 */
export function JobDescriptionAgent() {
  const { t } = useTranslation(['ai', 'validation'])
  const optionLabel = useOptionLabel()
  const masterData = useMasterData()
  const workRoles = useWorkRoles()
  const improve = useImproveDescription()
  const [isOpen, setOpen] = useState(false)
  const [isCopied, setCopied] = useState(false)
  const form = useForm<DraftValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => {
      const result = ImproveJobDescriptionSchema.safeParse(toInput(values))
      if (result.success) return {}
      const errors: Record<string, string> = {}
      for (const issue of result.error.issues) {
        const field = toFieldIssue(issue)
        const name = field.path.split('.')[0] ?? ''
        if (FIELDS.includes(name)) errors[name] ??= translateKey(t as never, `validation:${field.code}`, field.params)
      }
      return errors
    },
  })

  const runImprove = () => {
    setCopied(false)
    improve.mutate(toInput(form.getValues()), {
      onError: (error) => {
        const rest = applyApiError(error, form.setFieldError, FIELDS)
        if (!rest) setOpen(false)
      },
    })
  }
  const onSubmit = form.onSubmit(() => {
    setOpen(true)
    runImprove()
  })

  const inputs = Object.fromEntries(FIELDS.map((name) => [name, form.getInputProps(name)])) as Record<
    keyof DraftValues,
    ReturnType<typeof form.getInputProps>
  >
  const roleData = toRoleGroups(workRoles.data)

  const copy = async () => {
    await navigator.clipboard.writeText(form.getValues().description)
    setCopied(true)
  }

  return (
    <div className={classes.agent}>
      <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="improve-form">
        <form onSubmit={onSubmit} className={classes.form} noValidate>
          <Title order={2} size="h3" id="improve-form">
            {t('improve.form_title')}
          </Title>
          <div className={layout.fieldGrid}>
            <TextInput
              label={t('improve.job_title')}
              required
              maxLength={160}
              className={layout.wide}
              {...inputs.jobTitle}
            />
            <Textarea
              label={t('improve.description')}
              description={t('improve.description_help')}
              autosize
              minRows={6}
              maxRows={20}
              className={layout.wide}
              {...inputs.description}
            />
            <MultiSelect
              label={t('improve.roles')}
              description={t('improve.roles_help', { count: JOB_ROLES_MAX })}
              data={roleData}
              searchable
              filter={searchFilter}
              maxValues={JOB_ROLES_MAX}
              className={layout.wide}
              comboboxProps={{ withinPortal: true }}
              {...inputs.workRoleCodes}
            />
            <Select
              label={t('improve.modality')}
              clearable
              data={OPTION_LISTS.modality.map((code) => ({ value: code, label: optionLabel('modality', code) }))}
              {...inputs.modality}
            />
            <Select
              label={t('improve.country')}
              data={toSelectData(masterData.data?.countries)}
              searchable
              clearable
              filter={searchFilter}
              comboboxProps={{ withinPortal: true }}
              {...inputs.country}
            />
            <TextInput label={t('improve.city')} maxLength={100} {...inputs.city} />
            <Select
              label={t('improve.currency')}
              data={[...SALARY_CURRENCIES]}
              allowDeselect={false}
              {...inputs.salaryCurrency}
            />
            <NumberInput
              label={t('improve.salary_min')}
              allowNegative={false}
              allowDecimal={false}
              hideControls
              {...inputs.salaryMin}
            />
            <NumberInput
              label={t('improve.salary_max')}
              allowNegative={false}
              allowDecimal={false}
              hideControls
              {...inputs.salaryMax}
            />
          </div>
          <div className={layout.actions}>
            <Button type="submit" loading={improve.isPending} leftSection={<IconWand size={18} aria-hidden />}>
              {t('improve.run')}
            </Button>
            {form.getValues().description.trim() ? (
              <Button
                variant="default"
                onClick={() => void copy()}
                leftSection={isCopied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              >
                {isCopied ? t('improve.copied') : t('improve.copy')}
              </Button>
            ) : null}
          </div>
          {improve.isError && !isOpen ? (
            <Alert color="red.8" icon={<IconAlertCircle aria-hidden />}>
              {t('improve.check_fields')}
            </Alert>
          ) : null}
        </form>
      </Paper>
      <ImproveDescriptionDialog
        opened={isOpen}
        proposal={improve.data}
        isPending={improve.isPending}
        error={improve.error?.message}
        intro={t('improve.dialog_intro')}
        onAccept={(proposal) => {
          form.setFieldValue('description', proposal.description)
          setOpen(false)
          notifySuccess(t('improve.replaced'))
        }}
        onClose={() => setOpen(false)}
        onRetry={runImprove}
      />
    </div>
  )
}
