import { Badge, Button, Text } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { QuizAttemptSummary } from '@sentinela/shared/schemas/quiz'
import { SectionCard } from '../../../components/ui/section-card'
import { useLanguage } from '../../../hooks/use-language'
import { formatDate } from '../utils/format'
import classes from './quiz.module.css'

/** Finished attempts, newest first (PRODUCT.md: stored, re-takable, with history). */
export function QuizHistory({
  history,
  shownId,
  onShow,
}: {
  history: QuizAttemptSummary[]
  shownId: number | null
  onShow: (id: number) => void
}) {
  const { t } = useTranslation('quiz')
  const language = useLanguage()
  return (
    <SectionCard id="quiz-history" title={t('history.title')} icon={<IconHistory size={20} aria-hidden />}>
      {history.length === 0 ? (
        <Text>{t('history.empty')}</Text>
      ) : (
        <ul className={classes.list}>
          {history.map((entry) => (
            <li key={entry.id} className={classes.historyItem}>
              <div>
                <Text fw={600}>{formatDate(entry.finishedAt, language)}</Text>
                {entry.topCategory && <Text size="sm">{t('history.top_category', entry.topCategory)}</Text>}
                {entry.topWorkRole && <Text size="sm">{t('history.top_role', entry.topWorkRole)}</Text>}
                {entry.addedToProfileAt && (
                  <Badge variant="filled" color="teal.9">
                    {t('history.added')}
                  </Badge>
                )}
              </div>
              {shownId === entry.id ? (
                <Text size="sm" c="dimmed">
                  {t('history.viewing')}
                </Text>
              ) : (
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => onShow(entry.id)}
                  aria-label={`${t('history.view')}: ${formatDate(entry.finishedAt, language)}`}
                >
                  {t('history.view')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
