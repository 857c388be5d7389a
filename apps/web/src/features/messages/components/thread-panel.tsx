import { Paper, Text } from '@mantine/core'
import { PagedThread } from '../../../components/messages/paged-thread'

type Side = 'talent' | 'company'

/** The thread picked in the list, or a prompt to pick one. */
export function ThreadPanel({ threadId, side, prompt }: { threadId: number | null; side: Side; prompt: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      {threadId === null ? (
        <Text c="dimmed">{prompt}</Text>
      ) : (
        <PagedThread key={threadId} threadId={threadId} side={side} />
      )}
    </Paper>
  )
}
