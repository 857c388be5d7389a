import { Badge, Button, Group, Modal, Paper, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AiAgentEditable } from '@sentinela/shared/schemas/ai'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { useLanguage } from '../../../hooks/use-language'
import { useOperatorAiAgents } from '../api/list-ai-agents'
import { AiAgentForm } from '../components/ai-agent-form'
import { RequireTwoStep } from '../components/require-two-step'
import classes from '../components/operator.module.css'

function priceOf(agent: AiAgentEditable, language: string, words: { free: string; onRequest: string }) {
  if (agent.price === null) return words.onRequest
  if (agent.price === 0) return words.free
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: agent.currency }).format(agent.price)
  } catch {
    return `${agent.price} ${agent.currency}`
  }
}

function AgentRow({ agent }: { agent: AiAgentEditable }) {
  const { t } = useTranslation(['ai', 'common'])
  const language = useLanguage()
  const [isEditing, setEditing] = useState(false)
  const title = agent.titles.en
  return (
    <Paper withBorder radius="md" p="sm">
      <div className={classes.row}>
        <div className={classes.rowTitle}>
          <Text fw={600}>{title}</Text>
          <Text size="xs" c="dimmed">
            {[
              agent.provider,
              t(`category.${agent.category}`),
              priceOf(agent, language, { free: t('price.free'), onRequest: t('price.on_request') }),
            ].join(' · ')}
          </Text>
        </div>
        <Group gap="xs">
          {agent.builtIn ? <Badge color="teal.9">{t('catalogue.built_in')}</Badge> : null}
          <Badge variant="outline" color={agent.published ? 'teal.9' : 'gray.7'}>
            {agent.published ? t('operator.is_published') : t('operator.is_hidden')}
          </Badge>
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(true)}
            aria-label={t('operator.edit_of', { title })}
          >
            {t('operator.edit')}
          </Button>
        </Group>
      </div>
      <Modal
        opened={isEditing}
        onClose={() => setEditing(false)}
        title={t('operator.edit_title', { title })}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common:actions.close_dialog') }}
      >
        <AiAgentForm agent={agent} onSaved={() => setEditing(false)} />
      </Modal>
    </Paper>
  )
}

function OperatorAiAgents() {
  const { t } = useTranslation(['ai', 'common'])
  const agents = useOperatorAiAgents()
  const [isCreating, setCreating] = useState(false)
  return (
    <>
      <PageHeader title={t('common:page.operator_ai_agents')} intro={t('operator.intro')} />
      <Group justify="flex-end" mb="md">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t('operator.create')}
        </Button>
      </Group>
      {agents.isPending ? (
        <LoadingStatus label={t('operator.loading')} />
      ) : agents.isError ? (
        <LoadFailed title={t('operator.load_failed')} error={agents.error} onRetry={() => void agents.refetch()} />
      ) : (
        <ul className={classes.list} aria-label={t('common:page.operator_ai_agents')}>
          {agents.data.map((agent) => (
            <li key={agent.id}>
              <AgentRow agent={agent} />
            </li>
          ))}
        </ul>
      )}
      <Modal
        opened={isCreating}
        onClose={() => setCreating(false)}
        title={t('operator.create')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common:actions.close_dialog') }}
      >
        <AiAgentForm onSaved={() => setCreating(false)} />
      </Modal>
    </>
  )
}

/** /operator/aiAgents: the AI agents catalogue, each entry created and edited in its three languages (#18). */
export function OperatorAiAgentsRoute() {
  return (
    <RequireTwoStep>
      <ScreenSuspense>
        <OperatorAiAgents />
      </ScreenSuspense>
    </RequireTwoStep>
  )
}
