import { Alert, Button, Group, Paper, RingProgress, Text, Textarea, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowRight, IconMessageQuestion, IconSend } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { INTERVIEW_ANSWER_MAX, type InterviewQuestions, type InterviewScore } from '@sentinela/shared/schemas/ai'
import { clampPercentage, formatPercentage } from '../../../components/talent-profile/format'
import { useLanguage } from '../../../hooks/use-language'
import { useInterviewQuestions } from '../api/get-interview-questions'
import { useScoreInterviewAnswer } from '../api/score-interview-answer'
import { useModelRewrite, type ModelRewrite } from '../hooks/use-model-rewrite'
import { ModelConsent, ModelNarration } from './model-rewrite'
import { StatementList } from './statement-list'
import { useBestRole, WorkRoleSelect } from './work-role-select'
import classes from './ai-agents.module.css'

/** The score as a ring with the number inside, read as one image: "Score: 72%". */
function ScoreRing({ score }: { score: number }) {
  const { t } = useTranslation('ai')
  const language = useLanguage()
  const value = formatPercentage(score, language)
  return (
    <div role="img" aria-label={t('interview.score_label', { score: value })} className={classes.scoreRing}>
      <RingProgress
        size={104}
        thickness={10}
        roundCaps
        rootColor="var(--mantine-color-gray-2)"
        sections={[
          { value: clampPercentage(score), color: score >= 60 ? 'teal.8' : score >= 30 ? 'yellow.8' : 'red.8' },
        ]}
        label={
          <Text ta="center" fw={700} size="lg" aria-hidden>
            {value}
          </Text>
        }
      />
    </div>
  )
}

function ScoreView({ score }: { score: InterviewScore }) {
  const { t } = useTranslation('ai')
  return (
    <section className={classes.score} aria-labelledby="interview-score">
      <Title order={3} size="h4" id="interview-score">
        {t('interview.score_title')}
      </Title>
      <div className={classes.scoreHead}>
        <ScoreRing score={score.score} />
        <Text className={classes.prose}>{score.feedback}</Text>
      </div>
      <Title order={4} size="h5">
        {t('interview.shown_title', { count: score.shown.length })}
      </Title>
      {score.shown.length > 0 ? (
        <StatementList statements={score.shown} label={t('interview.shown_title', { count: score.shown.length })} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('interview.shown_none')}
        </Text>
      )}
      <Title order={4} size="h5">
        {t('interview.to_add_title', { count: score.toAdd.length })}
      </Title>
      {score.toAdd.length > 0 ? (
        <StatementList statements={score.toAdd} label={t('interview.to_add_title', { count: score.toAdd.length })} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('interview.to_add_none')}
        </Text>
      )}
    </section>
  )
}

/** One question at a time: the answer box, then its score and the way to the next question. */
function QuestionRound({
  questions,
  model,
}: {
  questions: InterviewQuestions
  model: ModelRewrite<'interviewPractice'>
}) {
  const { t } = useTranslation('ai')
  const [index, setIndex] = useState(0)
  const [answer, setAnswer] = useState('')
  const score = useScoreInterviewAnswer()
  const question = questions.questions[index]
  if (!question) {
    return (
      <Text size="sm" c="dimmed">
        {t('interview.no_questions')}
      </Text>
    )
  }
  const isLast = index >= questions.questions.length - 1
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!answer.trim()) return
    const body = { workRoleCode: questions.workRole.code, questionCode: question.code, answer: answer.trim() }
    score.mutate(body, { onSuccess: () => model.afterRun(body) })
  }
  const onNext = () => {
    setIndex(index + 1)
    setAnswer('')
    score.reset()
    model.reset()
  }
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      className={classes.result}
      aria-labelledby="interview-question"
    >
      <Text size="sm" c="gray.7">
        {t('interview.progress', {
          current: index + 1,
          total: questions.questions.length,
          role: questions.workRole.name,
        })}
      </Text>
      <Title order={2} size="h3" id="interview-question" className={classes.question}>
        {question.question}
      </Title>
      <form onSubmit={onSubmit} className={classes.form} noValidate>
        <Textarea
          label={t('interview.answer')}
          description={t('interview.answer_help')}
          autosize
          minRows={4}
          maxLength={INTERVIEW_ANSWER_MAX}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
          readOnly={score.isSuccess}
          required
        />
        {score.isError ? (
          <Alert color="red.8" icon={<IconAlertCircle aria-hidden />} title={t('interview.score_failed')}>
            {score.error.message}
          </Alert>
        ) : null}
        {score.isSuccess ? null : (
          <Button
            type="submit"
            loading={score.isPending}
            disabled={!answer.trim()}
            leftSection={<IconSend size={18} aria-hidden />}
            w="fit-content"
          >
            {t('interview.score')}
          </Button>
        )}
      </form>
      {score.data ? <ScoreView score={score.data} /> : null}
      {score.data ? <ModelNarration model={model} /> : null}
      {score.isSuccess && !isLast ? (
        <Group>
          <Button onClick={onNext} rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('interview.next')}
          </Button>
        </Group>
      ) : null}
      {score.isSuccess && isLast ? <Text size="sm">{t('interview.finished')}</Text> : null}
    </Paper>
  )
}

/**
 * Interview practice (#18, talents): questions drawn from a work role's task statements; each answer scored against
 * the role's knowledge and skill statements, with what it showed and what to add.
 */
export function InterviewPracticeAgent() {
  const { t } = useTranslation('ai')
  // The best-fitting role until the talent picks one.
  const bestRole = useBestRole()
  const [chosenRole, setChosenRole] = useState<string | null>(null)
  const roleCode = chosenRole ?? bestRole?.code ?? null
  const questions = useInterviewQuestions()
  const model = useModelRewrite('interviewPractice')
  const [round, setRound] = useState(0)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!roleCode) return
    questions.mutate(
      { workRoleCode: roleCode, count: 5 },
      {
        onSuccess: () => {
          setRound((count) => count + 1)
          model.reset()
        },
      },
    )
  }

  return (
    <div className={classes.agent}>
      <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="interview-form">
        <form onSubmit={onSubmit} className={classes.form} noValidate>
          <Title order={2} size="h3" id="interview-form">
            {t('interview.form_title')}
          </Title>
          <WorkRoleSelect label={t('interview.role')} value={roleCode} onChange={setChosenRole} required />
          <ModelConsent model={model} what={t('interview.consent_what')} />
          {questions.isError ? (
            <Alert color="red.8" icon={<IconAlertCircle aria-hidden />} title={t('interview.failed')}>
              {questions.error.message}
            </Alert>
          ) : null}
          <Button
            type="submit"
            loading={questions.isPending}
            disabled={!roleCode}
            leftSection={<IconMessageQuestion size={18} aria-hidden />}
            w="fit-content"
          >
            {t('interview.start')}
          </Button>
        </form>
      </Paper>
      {questions.data ? <QuestionRound key={round} questions={questions.data} model={model} /> : null}
    </div>
  )
}
