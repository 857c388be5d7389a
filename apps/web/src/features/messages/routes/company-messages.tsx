import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core'
import { IconMessages } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { useCompanyThreads } from '../api/list-company-threads'
import { ThreadPanel } from '../components/thread-panel'
import layout from '../../../components/ui/layout.module.css'
import classes from '../components/messages.module.css'

function CompanyMessages() {
  const { t } = useTranslation('messages')
  const query = useCompanyThreads()
  const [params, setParams] = useSearchParams()
  const fromAddress = Number(params.get('thread'))
  const selected = Number.isInteger(fromAddress) && fromAddress > 0 ? fromAddress : (query.data?.[0]?.id ?? null)

  return (
    <div className={layout.stack}>
      <PageHeader title={t('company.title')} intro={t('company.intro')} />
      {query.isPending ? (
        <LoadingStatus label={t('thread.loading')} />
      ) : query.isError ? (
        <LoadFailed
          title={t('company.load_failed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          retryLabel={t('thread.retry')}
        />
      ) : query.data.length === 0 ? (
        <EmptyState icon={<IconMessages size={32} />} title={t('company.empty_title')} body={t('company.empty')} />
      ) : (
        <div className={classes.layout}>
          <ul className={classes.list} aria-label={t('company.list_label')}>
            {query.data.map((thread) => {
              const name = `${thread.talent.firstName} ${thread.talent.lastName}`
              const isSelected = thread.id === selected
              return (
                <li key={thread.id}>
                  <Paper withBorder radius="md" p="sm" className={classes.item} data-selected={isSelected || undefined}>
                    <UnstyledButton
                      w="100%"
                      onClick={() => setParams({ thread: String(thread.id) }, { replace: true })}
                      aria-pressed={isSelected}
                      aria-label={t('company.open', { name })}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={700}>{name}</Text>
                        {thread.unread > 0 ? (
                          <Badge size="sm" color="red">
                            {t('connections.unread', { count: thread.unread })}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="sm" c="dimmed" className={classes.preview}>
                        {thread.lastMessage}
                      </Text>
                    </UnstyledButton>
                  </Paper>
                </li>
              )
            })}
          </ul>
          <ThreadPanel threadId={selected} side="company" prompt={t('company.select_prompt')} />
        </div>
      )}
    </div>
  )
}

/** /company/account/messages (#20): the company's conversations with talents, shared by all its users. */
export function CompanyMessagesRoute() {
  return (
    <ScreenSuspense>
      <CompanyMessages />
    </ScreenSuspense>
  )
}
