import { Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ThreadView } from '../../../components/messages/thread-view'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useThread } from '../../../lib/message-threads'

/** The thread picked in the list, or a prompt to pick one. */
export function ThreadPanel({
  threadId,
  side,
  prompt,
}: {
  threadId: number | null
  side: 'talent' | 'company'
  prompt: string
}) {
  const { t } = useTranslation('messages')
  const query = useThread(threadId)
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      {threadId === null ? (
        <Text c="dimmed">{prompt}</Text>
      ) : query.isPending ? (
        <LoadingStatus label={t('thread.loading')} />
      ) : query.isError ? (
        <LoadFailed
          title={t('thread.load_failed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          retryLabel={t('thread.retry')}
        />
      ) : (
        <ThreadView thread={query.data} side={side} />
      )}
    </Paper>
  )
}
