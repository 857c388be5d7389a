import { Alert, Anchor, Button, Paper, Text, Textarea, Title } from '@mantine/core'
import { IconAlertCircle, IconCheck, IconDeviceFloppy, IconRoute } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CareerCoachRequest, CareerCoachResult } from '@sentinela/shared/schemas/ai'
import { RoleFitList } from '../../../components/talent-profile/role-fit-list'
import { useOptionLabel } from '../../../hooks/use-option-label'
import { careerDetailsPath } from '../../../lib/create-career-path'
import { notifySuccess } from '../../../lib/notify'
import { useRunCareerCoach } from '../api/run-career-coach'
import { useSaveCoachPlan } from '../api/save-coach-plan'
import { useModelRewrite } from '../hooks/use-model-rewrite'
import { trainingPath } from '../utils/paths'
import { ModelConsent, ModelNarration } from './model-rewrite'
import { StatementList } from './statement-list'
import { useBestRole, WorkRoleSelect } from './work-role-select'
import classes from './ai-agents.module.css'

const QUESTION_MAX = 500
const TRAINING_LEVEL = 'training_level'
const CAREER_LEVEL = 'career_level'

/** The plan: fit now and after, what is missing, the trainings in order with what each covers, and the advice. */
function CoachPlan({ result }: { result: CareerCoachResult }) {
  const { t } = useTranslation('ai')
  const optionLabel = useOptionLabel()
  const save = useSaveCoachPlan()
  const [savedId, setSavedId] = useState<number | null>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const onSave = () => {
    setSaveError(null)
    save.mutate(result.plan, {
      onSuccess: (careerId) => {
        setSavedId(careerId)
        notifySuccess(t('coach.plan_saved'))
      },
      onError: (error) => setSaveError(error.message),
    })
  }
  return (
    <Paper component="section" withBorder radius="md" p="lg" className={classes.result} aria-labelledby="coach-plan">
      <Title order={2} size="h3" id="coach-plan">
        {t('coach.plan_for', { role: result.workRole.name })}
      </Title>
      <RoleFitList
        label={t('coach.fit_label', { role: result.workRole.name })}
        roles={[
          { workRoleCode: 'now', name: t('coach.fit_now'), percentage: result.fitNow },
          { workRoleCode: 'after', name: t('coach.fit_after'), percentage: result.fitAfter },
        ]}
      />
      <Text className={classes.prose}>{result.advice}</Text>
      <section aria-labelledby="coach-steps">
        <Title order={3} size="h4" id="coach-steps" mb="xs">
          {t('coach.steps_title', { count: result.steps.length })}
        </Title>
        {result.steps.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('coach.no_steps')}
          </Text>
        ) : (
          <ol className={classes.steps}>
            {result.steps.map((step) => (
              <li key={step.training.id} className={classes.step}>
                <Anchor component={Link} to={trainingPath(step.training.id)} fw={600}>
                  {step.training.title}
                </Anchor>
                <Text size="sm" c="gray.8">
                  {[
                    step.training.provider,
                    optionLabel(TRAINING_LEVEL, step.training.level),
                    t('coach.path_level', { level: optionLabel(CAREER_LEVEL, step.level) }),
                  ].join(' · ')}
                </Text>
                {step.covers.length > 0 ? (
                  <StatementList statements={step.covers} label={t('coach.covers', { title: step.training.title })} />
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="coach-missing">
        <Title order={3} size="h4" id="coach-missing" mb="xs">
          {t('coach.missing_title', { count: result.missingStatements.length })}
        </Title>
        {result.missingStatements.length === 0 ? (
          <Text size="sm">{t('coach.nothing_missing')}</Text>
        ) : (
          <StatementList
            statements={result.missingStatements}
            label={t('coach.missing_title', { count: result.missingStatements.length })}
          />
        )}
      </section>
      <Text size="sm">{t('coach.plan_name', { name: result.plan.name })}</Text>
      {savedId !== null ? (
        <Alert color="teal" icon={<IconCheck aria-hidden />} title={t('coach.plan_saved')}>
          <Anchor component={Link} to={careerDetailsPath(savedId)}>
            {t('coach.open_saved')}
          </Anchor>
        </Alert>
      ) : (
        <>
          {saveError ? (
            <Alert color="red.8" icon={<IconAlertCircle aria-hidden />} title={t('coach.save_failed')}>
              {saveError}
            </Alert>
          ) : null}
          <Button
            onClick={onSave}
            loading={save.isPending}
            disabled={result.plan.trainings.length === 0}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            w="fit-content"
          >
            {t('coach.save_plan')}
          </Button>
        </>
      )}
    </Paper>
  )
}

/**
 * Career coach (#18, talents): reads the profile and its fit, and answers "what should I learn next for …?" with a
 * plan built from the training catalogue, which the talent can keep as their own career path.
 */
export function CareerCoachAgent() {
  const { t } = useTranslation('ai')
  // Left empty, the coach plans for the role the question names, else the best-fitting one (the API decides).
  const bestRole = useBestRole()
  const [roleCode, setRoleCode] = useState<string | null>(null)
  const [question, setQuestion] = useState('')
  const run = useRunCareerCoach()
  const model = useModelRewrite('careerCoach')
  // A new run is a new plan: the saved-path notice belongs to the plan it saved.
  const [runCount, setRunCount] = useState(0)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const request: CareerCoachRequest = {
      ...(roleCode ? { workRoleCode: roleCode } : {}),
      ...(question.trim() ? { question: question.trim() } : {}),
    }
    run.mutate(request, {
      onSuccess: () => {
        setRunCount((count) => count + 1)
        model.afterRun(request)
      },
    })
  }

  return (
    <div className={classes.agent}>
      <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="coach-form">
        <form onSubmit={onSubmit} className={classes.form} noValidate>
          <Title order={2} size="h3" id="coach-form">
            {t('coach.form_title')}
          </Title>
          <WorkRoleSelect
            label={t('coach.role')}
            description={t('coach.role_help')}
            placeholder={bestRole ? t('coach.role_best', { role: bestRole.name }) : t('coach.role_auto')}
            value={roleCode}
            onChange={setRoleCode}
          />
          <Textarea
            label={t('coach.question')}
            placeholder={t('coach.question_placeholder')}
            autosize
            minRows={2}
            maxLength={QUESTION_MAX}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
          />
          <ModelConsent model={model} what={t('coach.consent_what')} />
          {run.isError ? (
            <Alert color="red.8" icon={<IconAlertCircle aria-hidden />} title={t('coach.failed')}>
              {run.error.message}
            </Alert>
          ) : null}
          <Button
            type="submit"
            loading={run.isPending}
            leftSection={<IconRoute size={18} aria-hidden />}
            w="fit-content"
          >
            {t('coach.run')}
          </Button>
        </form>
      </Paper>
      {run.data ? <CoachPlan key={runCount} result={run.data} /> : null}
      <ModelNarration model={model} />
    </div>
  )
}
