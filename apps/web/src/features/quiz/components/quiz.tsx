import { Button, Paper, Stack, Text } from '@mantine/core'
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useQuizAttempt } from '../api/get-quiz-attempt'
import { useQuizOverview } from '../api/get-quiz-overview'
import { useQuizQuestions } from '../api/get-quiz-questions'
import { useStartQuizAttempt } from '../api/start-quiz-attempt'
import { QuestionStep } from './question-step'
import { QuizHistory } from './quiz-history'
import { QuizResults } from './quiz-results'

/** The quiz screen: the open attempt's question, or the latest (or chosen) results, and the history. */
export function Quiz() {
  const { t } = useTranslation(['quiz', 'common'])
  const { data: questions } = useQuizQuestions()
  const overview = useQuizOverview()
  const start = useStartQuizAttempt()
  const [chosenId, setChosenId] = useState<number | null>(null)
  const history = overview.data?.history ?? []
  const shownId = overview.data?.open ? null : (chosenId ?? history[0]?.id ?? null)
  const shown = useQuizAttempt(shownId)

  if (overview.isPending) return <LoadingStatus label={t('common:app.loading')} />
  if (overview.isError) {
    return <LoadFailed title={t('load_failed')} error={overview.error} onRetry={() => void overview.refetch()} />
  }
  const open = overview.data.open
  const startButton = (
    <Button
      leftSection={
        history.length > 0 ? <IconRefresh size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
      }
      onClick={() => start.mutate(undefined, { onSuccess: () => setChosenId(null) })}
      loading={start.isPending}
      variant={history.length > 0 ? 'default' : 'filled'}
    >
      {history.length > 0 ? t('retake') : t('start')}
    </Button>
  )

  return (
    <Stack gap="lg">
      {open ? (
        <Paper withBorder p="md" radius="md">
          <QuestionStep
            key={`${open.id}-${open.position}`}
            attempt={open}
            questions={questions}
            onFinished={(finished) => setChosenId(finished.id)}
          />
        </Paper>
      ) : (
        <Stack gap="sm" align="flex-start">
          {history.length === 0 && <Text>{t('intro')}</Text>}
          {start.isError && (
            <Text c="red.8" role="alert">
              {start.error.message}
            </Text>
          )}
          {startButton}
        </Stack>
      )}
      {!open && shownId !== null && (
        <section aria-labelledby="quiz-results-heading">
          <h2 id="quiz-results-heading">{t('results.title')}</h2>
          {shown.isPending ? (
            <LoadingStatus label={t('common:app.loading')} />
          ) : shown.isError ? (
            <LoadFailed title={t('load_failed')} error={shown.error} onRetry={() => void shown.refetch()} />
          ) : (
            <QuizResults attempt={shown.data} />
          )}
        </section>
      )}
      <QuizHistory history={history} shownId={shownId} onShow={setChosenId} />
    </Stack>
  )
}
