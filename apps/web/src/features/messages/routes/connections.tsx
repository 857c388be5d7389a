import { IconPlugConnected } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { Connection } from '@sentinela/shared/schemas/messages'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useBlockCompany } from '../api/block-company'
import { useConnections } from '../api/list-connections'
import { ConnectionCard } from '../components/connection-card'
import { ThreadPanel } from '../components/thread-panel'
import layout from '../../../components/ui/layout.module.css'
import classes from '../components/messages.module.css'

/** The thread in the address (`?thread=`), as the e-mails link to it. */
function threadInAddress(params: URLSearchParams): number | null {
  const id = Number(params.get('thread'))
  return Number.isInteger(id) && id > 0 ? id : null
}

function Connections() {
  const { t } = useTranslation('messages')
  const query = useConnections()
  const [params, setParams] = useSearchParams()
  const [blocking, setBlocking] = useState<Connection | null>(null)
  const block = useBlockCompany()
  const selected = threadInAddress(params) ?? query.data?.find((connection) => connection.thread)?.thread?.id ?? null

  const open = (threadId: number) => setParams({ thread: String(threadId) }, { replace: true })
  const setBlocked = (connection: Connection, blocked: boolean) =>
    block.mutate(
      { companyId: connection.company.id, blocked },
      {
        onSuccess: () => {
          setBlocking(null)
          notifySuccess(
            t(blocked ? 'connections.blocked_saved' : 'connections.unblocked_saved', {
              company: connection.company.name,
            }),
          )
        },
        onError: blocked ? undefined : notifyError,
      },
    )

  return (
    <div className={layout.stack}>
      <PageHeader title={t('connections.title')} intro={t('connections.intro')} />
      {query.isPending ? (
        <LoadingStatus label={t('thread.loading')} />
      ) : query.isError ? (
        <LoadFailed
          title={t('connections.load_failed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          retryLabel={t('thread.retry')}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<IconPlugConnected size={32} />}
          title={t('connections.empty_title')}
          body={t('connections.empty')}
        />
      ) : (
        <div className={classes.layout}>
          <ul className={classes.list} aria-label={t('connections.list_label')}>
            {query.data.map((connection) => (
              <li key={connection.company.id}>
                <ConnectionCard
                  connection={connection}
                  isSelected={connection.thread !== null && connection.thread.id === selected}
                  onOpen={() => connection.thread && open(connection.thread.id)}
                  onBlock={() => setBlocking(connection)}
                  onUnblock={() => setBlocked(connection, false)}
                />
              </li>
            ))}
          </ul>
          <ThreadPanel threadId={selected} side="talent" prompt={t('connections.select_prompt')} />
        </div>
      )}
      <ConfirmDialog
        opened={blocking !== null}
        title={t('connections.block_confirm_title', { company: blocking?.company.name ?? '' })}
        body={t('connections.block_confirm', { company: blocking?.company.name ?? '' })}
        confirmLabel={t('connections.block_action')}
        onConfirm={() => blocking && setBlocked(blocking, true)}
        onCancel={() => {
          block.reset()
          setBlocking(null)
        }}
        isPending={block.isPending}
        error={block.error ? { title: t('thread.send_failed'), message: block.error.message } : undefined}
      />
    </div>
  )
}

/** /talent/profile/connections (#20): the talent's companies and conversations. */
export function ConnectionsRoute() {
  return (
    <ScreenSuspense>
      <Connections />
    </ScreenSuspense>
  )
}
