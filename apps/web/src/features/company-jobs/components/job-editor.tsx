import { Alert, Button, Paper } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router'
import type { FieldIssue } from '@sentinela/shared/i18n/validation-issue'
import type { ImprovedDescription, Job } from '@sentinela/shared/schemas/jobs'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { ConflictAlert } from '../../../components/ui/conflict-alert'
import { clampStep, Stepper, STEPPER_START, type StepState } from '../../../components/ui/stepper'
import { useCheckedForm } from '../../../hooks/use-checked-form'
import { useVersionedSave } from '../../../hooks/use-versioned-save'
import { ApiError } from '../../../lib/api-client'
import { translateKey } from '../../../lib/form-errors'
import type { CategoryWithRoles } from '../../../lib/list-work-roles'
import { useCreateJob } from '../api/create-job'
import { getJobQueryOptions, jobQueryKey } from '../api/get-job'
import { useImproveDescription } from '../../../lib/improve-description'
import { useUpdateJob } from '../api/update-job'
import { checkJobStep, checkWholeJob, JOB_STEPS, resolveStepTarget, stepOfPath } from '../utils/job-steps'
import { emptyJobValues, toJobInput, toJobUpdateInput, toJobValues, type JobFormValues } from '../utils/job-values'
import { notifyError, notifySuccess } from '../utils/notify'
import { COMPANY_JOBS_PATHS, editJobPath } from '../utils/paths'
import { ConfirmDialog } from './confirm-dialog'
import { ImproveDescriptionDialog } from '../../../components/job-description/improve-description-dialog'
import { BasicsStep } from './steps/basics-step'
import { CertificationsStep } from './steps/certifications-step'
import { LanguagesStep } from './steps/languages-step'
import { RolesStep, useRoleInfo } from './steps/roles-step'
import { TasksStep } from './steps/tasks-step'
import classes from './job-editor.module.css'

const ALERT_ROLE = 'alert'

export interface JobEditorProps {
  /** The saved job being edited; undefined for a new one. */
  job: Job | undefined
  masterData: MasterData
  catalog: readonly CategoryWithRoles[]
  /** A new job's salary currency: the company country's (#12). */
  defaultCurrency?: string
}

/** The address's name for the step shown: Back and Forward move between steps, a reload stays on it (#12). */
export const STEP_PARAM = 'step'

/** The step an address asks for, kept inside the stepper's steps. */
export function stepOfSearch(search: URLSearchParams): number {
  const asked = Number(search.get(STEP_PARAM))
  return Number.isInteger(asked) && asked >= STEPPER_START ? clampStep(asked, JOB_STEPS.length) : STEPPER_START
}

/** A number for the API from a number input, or null. */
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null)

/**
 * The job stepper (§2): basic info, roles, specialities and tasks, certifications, languages. Each step's fields are
 * checked with the shared schema before Next; a new job is saved as a draft (POST /positions), an existing one whole
 * with the version it was read at (PUT /positions, §4). A stale save (409) keeps everything typed.
 */
export function JobEditor({ job, masterData, catalog, defaultCurrency }: JobEditorProps) {
  const { t } = useTranslation(['company-jobs', 'validation', 'errors'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [search, setSearch] = useSearchParams()
  // A new job has only step 1 until it is saved as a draft: the later steps are the saved draft's addresses.
  const active = job ? stepOfSearch(search) : STEPPER_START
  const stepper = {
    active,
    isFirst: active === STEPPER_START,
    isLast: active === JOB_STEPS.length,
    // Each step is an entry in the browser's history: Back goes to the step before, not out of the stepper.
    goTo: (to: number) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous)
          next.set(STEP_PARAM, String(clampStep(to, JOB_STEPS.length)))
          return next
        },
        { preventScrollReset: true },
      ),
  }
  const roleInfo = useRoleInfo(catalog)
  const isEditing = job !== undefined

  const translate = (issues: readonly FieldIssue[]) =>
    Object.fromEntries(
      issues.map((issue) => [
        issue.path,
        translateKey(t as unknown as TFunction, `validation:${issue.code}`, issue.params),
      ]),
    )
  const validate = (values: JobFormValues) =>
    translate(JOB_STEPS.flatMap((_key, index) => checkJobStep(values, index + 1)))
  const [initialValues] = useState(() => (job ? toJobValues(job) : emptyJobValues(new Date(), defaultCurrency)))
  const { form } = useCheckedForm(initialValues, validate)
  const values = form.getValues()
  const saving = useVersionedSave({
    version: job?.version,
    conflictCode: 'job_version_conflict',
    loadLatest: async () => (job ? queryClient.fetchQuery({ ...getJobQueryOptions(job.id), staleTime: 0 }) : undefined),
    form,
    toValues: toJobValues,
  })
  // The summary above the buttons: "Please check the red fields." while some remain.
  const [problem, setProblem] = useState<string | undefined>()
  const [replacedDescription, setReplacedDescription] = useState<string | null>(null)
  const [isImproveOpen, setImproveOpen] = useState(false)
  const improve = useImproveDescription()
  const create = useCreateJob()
  const update = useUpdateJob()
  const isSaving = create.isPending || update.isPending
  // A draft is saved as the recruiter goes (a new job once step 1 is valid); a published job only by its Save button.
  const savesAsGoing = job === undefined || job.status === 'draft'
  // Set while the editor itself leaves (after a save): nothing is left to ask about.
  const isLeaving = useRef(false)
  const isDirty = () => !isLeaving.current && form.isDirty()

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  )
  useEffect(() => {
    // Closing the tab or reloading with unsaved changes: the browser asks in its own words.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  })

  const stateLabels: Record<StepState, string> = {
    current: t('stepper.state.current'),
    completed: t('stepper.state.completed'),
    pending: t('stepper.state.pending'),
  }
  const steps = JOB_STEPS.map((key) => ({ label: t(`steps.${key}.title`) }))

  const focusFirstInvalid = () =>
    window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 50)

  const showIssues = (step: number, errors: Record<string, string>) => {
    if (step !== stepper.active) stepper.goTo(step)
    form.setErrors(errors)
    setProblem(t('errors:validation_failed'))
    focusFirstInvalid()
  }

  /**
   * Saves the draft on the way to another step. A new job becomes a saved draft whose address replaces /jobs/new
   * (step 1 of it stays in the history, so Back comes back to the job, not to an empty form).
   */
  const saveDraftThenGo = (step: number) => {
    const current = form.getValues()
    if (!savesAsGoing || !form.isDirty() || checkJobStep(current, 1).length > 0 || isSaving) return stepper.goTo(step)
    void saving
      .save((version) =>
        job ? update.mutateAsync(toJobUpdateInput(current, job.id, version)) : create.mutateAsync(toJobInput(current)),
      )
      .then(async (saved) => {
        queryClient.setQueryData(jobQueryKey(saved.id), saved)
        if (job) return stepper.goTo(step)
        isLeaving.current = true
        await navigate(`${editJobPath(saved.id)}?${STEP_PARAM}=${stepper.active}`, { replace: true })
        await navigate(`${editJobPath(saved.id)}?${STEP_PARAM}=${step}`)
      }, onSaveError)
  }

  const goToStep = (target: number) => {
    const { step, issues } = resolveStepTarget(form.getValues(), stepper.active, target)
    if (issues.length > 0) return showIssues(step, translate(issues))
    form.clearErrors()
    setProblem(undefined)
    saveDraftThenGo(step)
  }

  const onSaveError = (error: unknown) => {
    if (saving.isConflict(error)) return
    if (error instanceof ApiError && error.errors.length > 0) {
      const errors: Record<string, string> = {}
      let firstStep = Infinity
      for (const issue of error.errors) {
        const step = stepOfPath(issue.path)
        if (step === undefined) continue
        errors[issue.path] = issue.message
        firstStep = Math.min(firstStep, step)
      }
      if (firstStep !== Infinity) showIssues(firstStep, errors)
      if (Object.keys(errors).length < error.errors.length) notifyError(error.message)
      return
    }
    notifyError(error)
  }

  const onSaved = async () => {
    notifySuccess(t('notices.job_saved'))
    isLeaving.current = true
    await navigate(COMPANY_JOBS_PATHS.list)
  }

  const onSave = () => {
    const current = form.getValues()
    const whole = checkWholeJob(current)
    if (whole.issues.length > 0) return showIssues(whole.step, translate(whole.issues))
    setProblem(undefined)
    void saving
      .save((version) =>
        job ? update.mutateAsync(toJobUpdateInput(current, job.id, version)) : create.mutateAsync(toJobInput(current)),
      )
      .then(onSaved, onSaveError)
  }

  const onReload = () => void saving.reload().catch((error: unknown) => notifyError(error))

  const runImprove = () => {
    const current = form.getValues()
    const input = toJobInput(current)
    improve.mutate({
      jobTitle: current.jobTitle,
      description: current.description,
      requirements: input.requirements ?? null,
      workRoleCodes: current.roles.map((role) => role.workRoleCode),
      salaryMin: numberOrNull(input.salaryMin),
      salaryMax: numberOrNull(input.salaryMax),
      salaryCurrency: input.salaryCurrency,
      country: input.country ?? null,
      city: input.city ?? null,
      modality: input.modality ?? null,
    })
  }

  const onAccept = (proposal: ImprovedDescription) => {
    // Undo goes back to the company's own words, however many proposals were taken since.
    // Read now: the updater may run later, after the description below has been replaced.
    const own = form.getValues().description
    setReplacedDescription((previous) => previous ?? own)
    form.setFieldValue('description', proposal.description)
    setImproveOpen(false)
  }

  const onUndo = () => {
    if (replacedDescription === null) return
    form.setFieldValue('description', replacedDescription)
    setReplacedDescription(null)
  }

  const hasErrors = Object.keys(form.errors).length > 0
  const isLast = stepper.isLast
  const step = JOB_STEPS[stepper.active - 1]

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (isLast) onSave()
        else goToStep(stepper.active + 1)
      }}
      className={classes.editor}
    >
      <Stepper
        steps={steps}
        active={stepper.active}
        onStepClick={goToStep}
        label={t('stepper.label')}
        stateLabels={stateLabels}
      >
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {step === 'basics' ? (
            <BasicsStep form={form} masterData={masterData} />
          ) : step === 'roles' ? (
            <RolesStep form={form} catalog={catalog} />
          ) : step === 'tasks' ? (
            <TasksStep
              roles={values.roles}
              roleInfo={roleInfo}
              description={values.description}
              replacedDescription={replacedDescription}
              onImprove={() => {
                setImproveOpen(true)
                runImprove()
              }}
              onUndo={onUndo}
              onGoToRoles={() => goToStep(2)}
            />
          ) : step === 'certifications' ? (
            <CertificationsStep form={form} />
          ) : (
            <LanguagesStep form={form} masterData={masterData} />
          )}
        </Paper>
      </Stepper>

      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('editor.leave_title')}
        body={t('editor.leave_body')}
        confirmLabel={t('editor.leave_confirm')}
        isDestructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
        isPending={false}
      />

      <ImproveDescriptionDialog
        opened={isImproveOpen}
        proposal={improve.data}
        isPending={improve.isPending}
        error={improve.error?.message}
        onAccept={onAccept}
        onClose={() => setImproveOpen(false)}
        onRetry={runImprove}
      />

      <ConflictAlert
        conflict={saving.conflict}
        onReload={onReload}
        isReloading={saving.isReloading}
        texts={t('conflict', { returnObjects: true })}
        reloadedRole="status"
      />
      {problem && hasErrors ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={problem} role={ALERT_ROLE} />
      ) : null}
      <div className={classes.footer}>
        <div className={classes.footerActions}>
          {stepper.isFirst ? null : (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => goToStep(stepper.active - 1)}
            >
              {t('stepper.previous')}
            </Button>
          )}
          <div className={classes.footerEnd}>
            <Button component={Link} to={COMPANY_JOBS_PATHS.list} variant="subtle" color="navy.7">
              {t('actions.cancel')}
            </Button>
            {isEditing || isLast ? (
              <Button
                variant={isLast ? 'filled' : 'default'}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                loading={isSaving}
                disabled={saving.conflict.status === 'stale'}
                onClick={onSave}
              >
                {isEditing && job.status !== 'draft' ? t('stepper.save_changes') : t('stepper.save_draft')}
              </Button>
            ) : null}
            {isLast ? null : (
              <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden />}>
                {t('stepper.next')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </form>
  )
}
