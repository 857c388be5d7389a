import { Button, Checkbox, Progress, Radio, Stack, Text } from '@mantine/core'
import { IconArrowLeft, IconArrowRight, IconChecks } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { QuizAttempt, QuizQuestionView } from '@sentinela/shared/schemas/quiz'
import { useAnswerQuizQuestion } from '../api/answer-quiz-question'
import { useFinishQuizAttempt } from '../api/finish-quiz-attempt'
import { useMoveQuizPosition } from '../api/move-quiz-position'
import classes from './quiz.module.css'

/**
 * One question at a time (§4 "sequential questions, then results"): the answer is saved on "Next", so a reload
 * comes back to the same question with the answers given; the last "Next" scores the attempt.
 */
export function QuestionStep({
  attempt,
  questions,
  onFinished,
}: {
  attempt: QuizAttempt
  questions: QuizQuestionView[]
  onFinished: (attempt: QuizAttempt) => void
}) {
  const { t } = useTranslation('quiz')
  const question = questions[attempt.position]!
  const [selected, setSelected] = useState<string[]>(attempt.answers[question.attribute] ?? [])
  const [error, setError] = useState<string | null>(null)
  const answer = useAnswerQuizQuestion()
  const move = useMoveQuizPosition()
  const finish = useFinishQuizAttempt()
  const last = attempt.position === questions.length - 1
  const busy = answer.isPending || move.isPending || finish.isPending
  const current = attempt.position + 1
  const headingId = `quiz-question-${question.attribute}`
  const errorId = `${headingId}-error`

  const onNext = () => {
    setError(null)
    answer.mutate(
      { id: attempt.id, attribute: question.attribute, options: selected },
      {
        onSuccess: (saved) => {
          if (!last) return
          finish.mutate(saved.id, { onSuccess: onFinished, onError: (failure) => setError(failure.message) })
        },
        onError: (failure) => setError(failure.message),
      },
    )
  }
  const onPrevious = () => {
    setError(null)
    move.mutate({ id: attempt.id, position: attempt.position - 1 }, { onError: (failure) => setError(failure.message) })
  }
  const label = (
    <Text component="span" fw={600} size="lg" id={headingId}>
      {t(`questions.${question.attribute}`)}
    </Text>
  )
  const description = question.multiple ? t('choose_many') : t('choose_one')

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" id="quiz-progress-text">
        {t('question_of', { current, total: questions.length })}
      </Text>
      <Progress.Root>
        <Progress.Section
          value={(100 * attempt.position) / questions.length}
          aria-label={t('progress_label')}
          aria-valuetext={t('question_of', { current, total: questions.length })}
        />
      </Progress.Root>
      {question.multiple ? (
        <Checkbox.Group
          label={label}
          description={description}
          value={selected}
          onChange={setSelected}
          error={error}
          errorProps={{ id: errorId, role: 'alert' }}
        >
          <div className={classes.options}>
            {question.options.map((option) => (
              <Checkbox key={option.code} value={option.code} label={option.label} />
            ))}
          </div>
        </Checkbox.Group>
      ) : (
        <Radio.Group
          label={label}
          description={description}
          value={selected[0] ?? null}
          onChange={(value) => setSelected([value])}
          error={error}
          errorProps={{ id: errorId, role: 'alert' }}
        >
          <div className={classes.options}>
            {question.options.map((option) => (
              <Radio key={option.code} value={option.code} label={option.label} />
            ))}
          </div>
        </Radio.Group>
      )}
      <div className={classes.nav}>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onPrevious}
          disabled={attempt.position === 0 || busy}
        >
          {t('previous')}
        </Button>
        <Button
          rightSection={last ? <IconChecks size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />}
          onClick={onNext}
          loading={busy}
        >
          {last ? t('see_results') : t('next')}
        </Button>
      </div>
    </Stack>
  )
}
