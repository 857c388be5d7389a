import { Alert, Button, Checkbox, Group, Modal, Select, Textarea, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_KINDS,
  PROJECT_LINK_MAX,
  PROJECT_TITLE_MAX,
  type Project,
} from '@sentinela/shared/schemas/portfolio'
import { DateField } from '../../../components/date-field/date-field'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { ApiError } from '../../../lib/api-client'
import { placeFieldIssues } from '../../../lib/form-errors'
import { notifySuccess } from '../../../lib/notify'
import { useSaveProject } from '../api/save-project'
import {
  EMPTY_PROJECT,
  toProjectInput,
  validateProject,
  valuesOf,
  type ChosenStatement,
  type ProjectFormValues,
} from '../utils/project-values'
import { StatementPicker } from './statement-picker'
import classes from './portfolio.module.css'

const FIELDS = ['title', 'kind', 'link', 'startDate', 'endDate', 'description'] as const

/** Adds a project, or changes one (`project`), in a dialog; the API's refusals land on their fields. */
export function ProjectForm({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const { t } = useTranslation(['portfolio', 'validation'])
  const save = useSaveProject()
  const [statements, setStatements] = useState<ChosenStatement[]>(
    project?.statements.map(({ code, description }) => ({ code, description })) ?? [],
  )
  const [statementsError, setStatementsError] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const { form, fields } = useCheckedForm<ProjectFormValues>(project ? valuesOf(project) : EMPTY_PROJECT, (values) =>
    validateProject(values, t as unknown as TFunction),
  )

  const onSubmit = form.onSubmit((values) => {
    setFailure(undefined)
    setStatementsError(undefined)
    save.mutate(
      { id: project?.id ?? null, input: toProjectInput(values, statements) },
      {
        onSuccess: () => {
          notifySuccess(t('projects.project_saved'))
          onClose()
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            setFailure(error.message)
            return
          }
          const { rest } = placeFieldIssues(
            error,
            (field, message) =>
              field === 'statementCodes' ? setStatementsError(message) : form.setFieldError(field, message),
            (path) => {
              if (path.startsWith('statementCodes')) return 'statementCodes'
              return (FIELDS as readonly string[]).includes(path) ? path : undefined
            },
          )
          setFailure(rest)
        },
      },
    )
  })

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={project ? t('form.edit_title') : t('form.add_title')}
      closeButtonProps={{ 'aria-label': t('form.cancel') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <div className={classes.formGrid}>
          <TextInput
            className={classes.wide}
            label={t('form.title')}
            required
            maxLength={PROJECT_TITLE_MAX}
            {...fields.title}
          />
          <Select
            label={t('form.kind')}
            required
            allowDeselect={false}
            data={PROJECT_KINDS.map((kind) => ({ value: kind, label: t(`projects.kind.${kind}`) }))}
            {...fields.kind}
          />
          <TextInput
            label={t('form.link')}
            description={t('form.link_hint')}
            type="url"
            inputMode="url"
            maxLength={PROJECT_LINK_MAX}
            {...fields.link}
          />
          <DateField label={t('form.start_date')} required {...fields.startDate} />
          <DateField
            label={t('form.end_date')}
            required={!form.values.ongoing}
            disabled={form.values.ongoing}
            {...fields.endDate}
          />
          <Checkbox
            className={classes.wide}
            label={t('form.ongoing')}
            {...fields.ongoing}
            onChange={(event) => {
              fields.ongoing.onChange(event)
              if (event.currentTarget.checked) form.setFieldValue('endDate', '')
            }}
          />
          <Textarea
            className={classes.wide}
            label={t('form.description')}
            description={t('form.description_hint')}
            autosize
            minRows={3}
            maxLength={PROJECT_DESCRIPTION_MAX}
            {...fields.description}
          />
          <div className={classes.wide}>
            <StatementPicker value={statements} onChange={setStatements} error={statementsError} />
          </div>
        </div>
        {failure ? (
          <Alert color="red" mt="md" icon={<IconAlertCircle aria-hidden />} title={t('form.save_failed')}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  )
}
