import { Button, Stack, Title } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Thread } from '@sentinela/shared/schemas/messages'
import { useThreadPages } from '../../lib/thread-pages'
import { LoadFailed, LoadingStatus } from '../ui/query-status'
import { ThreadView } from './thread-view'

/** ThreadView owns the scrolling list. */
const listIn = (section: HTMLElement | null) => section?.querySelector('ol') ?? null

/**
 * How far below the top of the thread the end of the list's content sits, whatever the page's scroll: older
 * messages come in above it, and the button above the list goes once there are no more.
 */
const contentEnd = (list: HTMLElement, section: HTMLElement) =>
  list.getBoundingClientRect().top - section.getBoundingClientRect().top - list.scrollTop + list.scrollHeight

/** A thread that has not arrived yet: loading, or failed with a way to try again. */
export function ThreadPending({
  query,
}: {
  query: { error: Error | null; isFetching: boolean; refetch: () => unknown }
}) {
  const { t } = useTranslation('messages')
  return query.error ? (
    <LoadFailed
      title={t('thread.load_failed')}
      error={query.error}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
      retryLabel={t('thread.retry')}
    />
  ) : (
    <LoadingStatus label={t('thread.loading')} />
  )
}

export interface PagedThreadProps {
  threadId: number
  /** Which party reads it: the talent, or a user of the company. */
  side: 'talent' | 'company'
  /** 2 in a page; 0 in a dialog, whose title names the conversation. */
  headingOrder?: 0 | 2
  /** The newest page, when the screen already holds it, with the time it was fetched. */
  first?: { page: Thread; updatedAt: number }
}

/**
 * One thread with its older messages on demand: "Show older messages" above the list prepends the page before the
 * first one shown, and the messages the reader was looking at stay where they were. The talent's connections, the
 * company's messages screen and the company's dialog from a job's candidates or talent search all read threads so.
 */
export function PagedThread({ threadId, side, headingOrder = 2, first }: PagedThreadProps) {
  const { t } = useTranslation('messages')
  const query = useThreadPages(threadId, first)
  const section = useRef<HTMLElement>(null)
  // Set when older messages are asked for: the pages shown then, and where the list's content ended.
  const anchor = useRef<{ pages: number; end: number } | null>(null)
  const pages = query.data?.pages
  const thread = useMemo<Thread | undefined>(
    () =>
      pages && {
        ...pages[0]!,
        messages: [...pages].reverse().flatMap((page) => page.messages),
        // The button below asks for them; ThreadView's "only the latest" note would say the opposite.
        hasOlder: false,
      },
    [pages],
  )
  const pageCount = pages?.length ?? 0
  const { hasNextPage } = query
  useLayoutEffect(() => {
    const list = listIn(section.current)
    if (!anchor.current || pageCount <= anchor.current.pages || !list || !section.current) return
    // The messages read before stay where they were; the older ones are above them.
    list.scrollTop += contentEnd(list, section.current) - anchor.current.end
    anchor.current = null
    // The button is gone once the first message is shown: the keyboard goes on from the list.
    if (!hasNextPage) list.focus({ preventScroll: true })
  }, [pageCount, hasNextPage])

  const onShowOlder = () => {
    const list = listIn(section.current)
    if (list && section.current) anchor.current = { pages: pageCount, end: contentEnd(list, section.current) }
    void query.fetchNextPage()
  }

  if (!thread) return <ThreadPending query={query} />
  const partner = side === 'talent' ? thread.company.name : `${thread.talent.firstName} ${thread.talent.lastName}`
  const headingId = `thread-${thread.id}-heading`
  return (
    <section ref={section} aria-labelledby={headingOrder ? headingId : undefined}>
      <Stack gap="md">
        {headingOrder ? (
          <Title order={headingOrder} size="h4" id={headingId}>
            {t('thread.title', { name: partner })}
          </Title>
        ) : null}
        {hasNextPage ? (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={onShowOlder}
            loading={query.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {t('thread.show_older')}
          </Button>
        ) : null}
        {query.isFetchNextPageError ? <LoadFailed title={t('thread.older_failed')} error={query.error} /> : null}
        <ThreadView thread={thread} side={side} headingOrder={0} />
      </Stack>
    </section>
  )
}
