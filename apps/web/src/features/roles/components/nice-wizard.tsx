import { Alert, Button, CloseButton, Group, List, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { NiceSelection, Profile } from '@sentinela/shared/schemas/profile'
import { Stepper, useStepper, type StepState } from '../../../components/ui/stepper'
import { PATHS } from '../../../config/paths'
import { ApiError, type FieldIssue } from '../../../lib/api-client'
import type { CategoryWithRoles } from '../../../lib/list-work-roles'
import { readWizardLink } from '../../../lib/profile-links'
import { useRoleStatements } from '../api/get-role-statements'
import { getTalentProfileQueryOptions } from '../api/get-talent-profile'
import { useUpdateNiceSelection } from '../api/update-nice-selection'
import { notifyError, notifySuccess } from '../../../lib/notify'
import {
  includeWorkRole,
  learnStatementRoles,
  LIMITS,
  resolveStepTarget,
  setStatementsSelected,
  statementsToSave,
  stepOfField,
  toggleCategory,
  toggleWorkRole,
  WIZARD_STEPS,
  type DraftChange,
  type NiceDraft,
  type StepIssue,
} from '../utils/nice-selection'
import { CategoryStep } from './category-step'
import { StatementStep } from './statement-step'
import { WorkRoleStep } from './work-role-step'
import classes from './roles.module.css'

const ALERT_ROLE = 'alert'

/** A minimum not met (§5) or a maximum reached (PRODUCT.md): keys under `validation` in the roles catalog. */
type WizardIssue = StepIssue | 'categories_too_many' | 'work_roles_too_many'

/** What the last change took away with it, to tell the person. */
interface Dropped {
  workRoleCodes: string[]
  statementCount: number
}
const STATUS_ROLE = 'status'

export interface NiceWizardProps {
  /** The saved profile the wizard starts from: its NICE section and the version the save is based on. */
  profile: Profile
  catalog: readonly CategoryWithRoles[]
}

/** The draft a wizard opens with: the saved selection, plus the role a deep link asks for when it fits the limits. */
function startingPoint(profile: Profile, catalog: readonly CategoryWithRoles[], workRoleCode: string | undefined) {
  const saved: NiceDraft = {
    categoryCodes: [...profile.nice.categoryCodes],
    workRoleCodes: [...profile.nice.workRoleCodes],
    statementCodes: [...profile.nice.statementCodes],
  }
  if (!workRoleCode) return { draft: saved, step: 1, refused: false, focusRole: undefined }
  const categoryOfRole = new Map(
    catalog.flatMap((category) => category.workRoles.map((role) => [role.code, role.categoryCode] as const)),
  )
  if (!categoryOfRole.has(workRoleCode)) return { draft: saved, step: 1, refused: false, focusRole: undefined }
  const change = includeWorkRole(saved, workRoleCode, categoryOfRole)
  // Too many roles already: the person makes room on step 2 first, and is told why.
  if (change.refused) return { draft: saved, step: 2, refused: true, focusRole: undefined }
  return { draft: change.draft, step: 3, refused: false, focusRole: workRoleCode }
}

/**
 * The NICE roles wizard (§2 profile edit section "roles"): 1 categories, 2 work roles, 3 statements with a live fit
 * preview, then one save of the whole section (`PUT /profile/nice`). A deep link from a job's gate
 * (lib/profile-links.ts) opens it at step 3 on that job's role, with the statements missing first, and saving goes
 * back to the job.
 */
export function NiceWizard({ profile, catalog }: NiceWizardProps) {
  const { t } = useTranslation('roles')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const [link] = useState(() => readWizardLink(params))
  const [start] = useState(() => startingPoint(profile, catalog, link.workRoleCode))
  const stepper = useStepper(WIZARD_STEPS.length, start.step)
  const [draft, setDraft] = useState<NiceDraft>(start.draft)
  // Optimistic locking: the save names the version the choices were made on, not whatever was read last.
  const [baseVersion, setBaseVersion] = useState(profile.version)
  // Kept as codes, not words, so a switch of language re-words them.
  const [issue, setIssue] = useState<WizardIssue | null>(start.refused ? 'work_roles_too_many' : null)
  const [dropped, setDropped] = useState<Dropped | null>(null)
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([])
  const [conflict, setConflict] = useState<string | null>(null)
  const [isReloading, setReloading] = useState(false)
  const [reloaded, setReloaded] = useState(false)
  const save = useUpdateNiceSelection()

  const roleStatements = useRoleStatements(draft.workRoleCodes)
  const currentRoleStatements = roleStatements.isPlaceholderData ? undefined : roleStatements.data
  // What the job's role lacked when the person arrived: kept as it was, so ticking does not reshuffle the list.
  const [arrivalMissing, setArrivalMissing] = useState<ReadonlySet<string> | null>(null)
  if (start.focusRole && arrivalMissing === null && currentRoleStatements) {
    const held = new Set(profile.nice.statementCodes)
    setArrivalMissing(
      new Set(
        currentRoleStatements
          .filter((item) => item.workRoleCodes.includes(start.focusRole!) && !held.has(item.code))
          .map((item) => item.code),
      ),
    )
  }
  const focus =
    start.focusRole && arrivalMissing && draft.workRoleCodes.includes(start.focusRole)
      ? { workRoleCode: start.focusRole, minimum: link.minimum, missingCodes: arrivalMissing }
      : undefined
  const roleNames = useMemo(
    () => new Map(catalog.flatMap((category) => category.workRoles.map((role) => [role.code, role.name] as const))),
    [catalog],
  )
  const categoryOfRole = useMemo(
    () =>
      new Map(catalog.flatMap((category) => category.workRoles.map((role) => [role.code, role.categoryCode] as const))),
    [catalog],
  )
  // Facts stay true whichever roles they were read for, so the statements of the roles chosen before still count.
  const rolesOfStatement = useMemo(
    () => learnStatementRoles(new Map(), roleStatements.data ?? []),
    [roleStatements.data],
  )
  const facts = { categoryOfRole, rolesOfStatement }

  const stateLabels: Record<StepState, string> = {
    current: t('wizard.state.current'),
    completed: t('wizard.state.completed'),
    pending: t('wizard.state.pending'),
  }
  const steps = WIZARD_STEPS.map((key) => ({
    label: t(`wizard.step.${key}.title`),
    description: t(`wizard.step.${key}.description`),
  }))

  const applyChange = (change: DraftChange, refusal: WizardIssue) => {
    if (change.refused) {
      setIssue(refusal)
      return
    }
    setIssue(null)
    setServerIssues([])
    setDraft(change.draft)
    if (change.droppedWorkRoleCodes.length > 0 || change.droppedStatementCodes.length > 0) {
      setDropped({ workRoleCodes: change.droppedWorkRoleCodes, statementCount: change.droppedStatementCodes.length })
    }
  }

  const notices: string[] = []
  if (dropped && dropped.workRoleCodes.length > 0) {
    const names = dropped.workRoleCodes.map((code) => roleNames.get(code) ?? code).join(', ')
    notices.push(t('notice.work_roles_dropped', { count: dropped.workRoleCodes.length, names }))
  }
  if (dropped && dropped.statementCount > 0) {
    notices.push(t('notice.statements_dropped', { count: dropped.statementCount }))
  }

  const goToStep = (target: number) => {
    const { step, issue: stepIssue } = resolveStepTarget(draft, stepper.active, target)
    setIssue(stepIssue ?? null)
    if (step !== stepper.active) {
      setDropped(null)
      stepper.goTo(step)
    }
  }

  const onSave = () => {
    const { step, issue: stepIssue } = resolveStepTarget(draft, 1, WIZARD_STEPS.length + 1)
    if (stepIssue) {
      setIssue(stepIssue)
      if (step !== stepper.active) stepper.goTo(step)
      return
    }
    setServerIssues([])
    setReloaded(false)
    const known = currentRoleStatements ? new Set(currentRoleStatements.map((item) => item.code)) : undefined
    save.mutate(
      {
        version: baseVersion,
        categoryCodes: draft.categoryCodes as NiceSelection['categoryCodes'],
        workRoleCodes: draft.workRoleCodes,
        statementCodes: statementsToSave(draft.statementCodes, known),
      },
      {
        onSuccess: async () => {
          notifySuccess(t('save.saved'))
          await navigate(link.next ?? PATHS.talentHome)
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'profile_version_conflict') {
            setConflict(error.message)
          } else if (error instanceof ApiError && error.errors.length > 0) {
            setServerIssues(error.errors)
          } else {
            notifyError(error.message)
          }
        },
      },
    )
  }

  const onReload = async () => {
    setReloading(true)
    try {
      const fresh = await queryClient.fetchQuery({ ...getTalentProfileQueryOptions(), staleTime: 0 })
      setBaseVersion(fresh.version)
      setConflict(null)
      setReloaded(true)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error))
    } finally {
      setReloading(false)
    }
  }

  const isLast = stepper.isLast

  return (
    <Stack gap="lg">
      <Stepper
        steps={steps}
        active={stepper.active}
        onStepClick={goToStep}
        label={t('wizard.steps_label')}
        stateLabels={stateLabels}
      >
        <Stack gap="md">
          {notices.length > 0 ? (
            <Alert
              color="blue"
              icon={<IconInfoCircle aria-hidden />}
              role={STATUS_ROLE}
              withCloseButton
              closeButtonLabel={t('wizard.dismiss')}
              onClose={() => setDropped(null)}
            >
              <Stack gap={4}>
                {notices.map((notice) => (
                  <Text key={notice} size="sm">
                    {notice}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
          {stepper.active === 1 ? (
            <CategoryStep
              catalog={catalog}
              selected={draft.categoryCodes}
              onToggle={(code) => applyChange(toggleCategory(draft, code, facts), 'categories_too_many')}
            />
          ) : stepper.active === 2 ? (
            <WorkRoleStep
              catalog={catalog}
              categoryCodes={draft.categoryCodes}
              selected={draft.workRoleCodes}
              onToggle={(code) => applyChange(toggleWorkRole(draft, code, facts), 'work_roles_too_many')}
            />
          ) : (
            <StatementStep
              workRoleCodes={draft.workRoleCodes}
              statementCodes={draft.statementCodes}
              roleNames={roleNames}
              roleStatements={currentRoleStatements}
              loadError={roleStatements.error}
              onRetry={() => void roleStatements.refetch()}
              isRetrying={roleStatements.isFetching}
              focus={focus}
              onSelect={(codes, selected) => {
                setDraft((current) => setStatementsSelected(current, codes, selected))
                setServerIssues([])
                if (selected) setIssue(null)
              }}
            />
          )}
        </Stack>
      </Stepper>

      <div className={classes.footer}>
        <Stack gap="sm">
          {conflict ? (
            <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} role={ALERT_ROLE}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{conflict}</Text>
                <Text size="sm">{t('save.conflict_help')}</Text>
                <Button size="xs" variant="default" loading={isReloading} onClick={() => void onReload()}>
                  {t('save.reload')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {reloaded ? (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />} role={STATUS_ROLE}>
              {t('save.reloaded')}
            </Alert>
          ) : null}
          {serverIssues.length > 0 ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role={ALERT_ROLE} title={t('save.errors_title')}>
              <List size="sm" spacing={4}>
                {serverIssues.map((fieldIssue) => {
                  const step = stepOfField(fieldIssue.path)
                  const key = step ? WIZARD_STEPS[step - 1] : undefined
                  return (
                    <List.Item key={`${fieldIssue.path}-${fieldIssue.code}`}>
                      {key ? (
                        <Text span fw={600} size="sm" mr={6}>
                          {t(`wizard.step.${key}.title`)}
                        </Text>
                      ) : null}
                      {fieldIssue.message}
                    </List.Item>
                  )
                })}
              </List>
            </Alert>
          ) : null}
          {issue ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role={ALERT_ROLE}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {t(`validation.${issue}`, {
                    max: issue.startsWith('categories') ? LIMITS.categories.max : LIMITS.workRoles.max,
                  })}
                </Text>
                <CloseButton size="sm" aria-label={t('wizard.dismiss')} onClick={() => setIssue(null)} />
              </Group>
            </Alert>
          ) : null}
          <Group justify="space-between">
            {stepper.isFirst ? (
              <span />
            ) : link.next && focus && stepper.isLast ? (
              <Button
                component={Link}
                to={link.next}
                variant="default"
                leftSection={<IconArrowLeft size={18} aria-hidden />}
              >
                {t('focus.back_to_job')}
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={18} aria-hidden />}
                onClick={() => {
                  setIssue(null)
                  setDropped(null)
                  stepper.previous()
                }}
              >
                {t('wizard.previous')}
              </Button>
            )}
            {isLast ? (
              <Button
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                loading={save.isPending}
                onClick={onSave}
              >
                {t('wizard.save')}
              </Button>
            ) : (
              <Button
                rightSection={<IconArrowRight size={18} aria-hidden />}
                onClick={() => goToStep(stepper.active + 1)}
              >
                {t('wizard.next')}
              </Button>
            )}
          </Group>
        </Stack>
      </div>
    </Stack>
  )
}
