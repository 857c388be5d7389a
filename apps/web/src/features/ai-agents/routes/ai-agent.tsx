import { Alert, Anchor, Badge, Button, Group, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconExternalLink, IconInfoCircle, IconLogin } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { BUILT_IN_AGENT_AUDIENCE, type AiAgent, type BuiltInAgent } from '@sentinela/shared/schemas/ai'
import { isNotFound, NotFoundMessage } from '../../../components/ui/not-found-message'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { usePageTitle } from '../../../hooks/use-page-title'
import { signInPath } from '../../../lib/return-path'
import { readSession } from '../../../lib/session'
import { useAiAgent } from '../api/get-ai-agent'
import { CandidateSummaryAgent } from '../components/candidate-summary-agent'
import { CareerCoachAgent } from '../components/career-coach-agent'
import { InterviewPracticeAgent } from '../components/interview-practice-agent'
import { JobDescriptionAgent } from '../components/job-description-agent'
import { usePriceText } from '../hooks/use-price-text'
import { AI_AGENTS_PATHS, idFromParams } from '../utils/paths'
import classes from '../components/ai-agents.module.css'

const AGENTS: Record<BuiltInAgent, () => React.JSX.Element> = {
  career_coach: CareerCoachAgent,
  interview_practice: InterviewPracticeAgent,
  job_description: JobDescriptionAgent,
  candidate_summary: CandidateSummaryAgent,
}

/** A built-in agent runs for its own kind of user; anyone else reads who it is for (and a visitor is asked to sign in). */
function BuiltInAgentPanel({ builtIn }: { builtIn: BuiltInAgent }) {
  const { t } = useTranslation('ai')
  const { pathname, search } = useLocation()
  const session = readSession()
  const audience = BUILT_IN_AGENT_AUDIENCE[builtIn]
  if (!session) {
    return (
      <Alert color="indigo" icon={<IconInfoCircle aria-hidden />} title={t(`agent.for_${audience}`)}>
        <Button
          component={Link}
          to={signInPath(`${pathname}${search}`)}
          mt="xs"
          leftSection={<IconLogin size={18} aria-hidden />}
        >
          {t('agent.sign_in')}
        </Button>
      </Alert>
    )
  }
  if (session.role !== audience) {
    return (
      <Alert color="indigo" icon={<IconInfoCircle aria-hidden />} title={t(`agent.for_${audience}`)}>
        {t(`agent.for_${audience}_body`)}
      </Alert>
    )
  }
  const Agent = AGENTS[builtIn]
  return <Agent />
}

function AgentHeader({ agent }: { agent: AiAgent }) {
  const { t } = useTranslation('ai')
  const priceText = usePriceText()
  usePageTitle(agent.title)
  return (
    <header className={classes.agentHeader}>
      <Title order={1} tabIndex={-1}>
        {agent.title}
      </Title>
      <Text c="gray.7">{t('catalogue.by', { provider: agent.provider })}</Text>
      <Group gap={6}>
        {agent.builtIn ? (
          <Badge color="teal.9" variant="filled" className={classes.badge}>
            {t('catalogue.built_in')}
          </Badge>
        ) : null}
        <Badge color="indigo.8" variant="light" className={classes.badge}>
          {t(`category.${agent.category}`)}
        </Badge>
        <Badge color="gray.8" variant="outline" className={classes.badge}>
          {priceText(agent)}
        </Badge>
      </Group>
      <Text className={classes.prose}>{agent.description}</Text>
      {agent.builtIn ? null : (
        <Button
          component="a"
          href={agent.link}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          w="fit-content"
          aria-label={t('catalogue.visit_site_of', { title: agent.title })}
        >
          {t('catalogue.visit_site')}
        </Button>
      )}
    </header>
  )
}

function AiAgentPage() {
  const { t } = useTranslation(['ai', 'common'])
  const [params] = useSearchParams()
  const id = idFromParams(params)
  const agent = useAiAgent(id)
  const back = (
    <Anchor component={Link} to={AI_AGENTS_PATHS.catalogue} className={classes.back}>
      <IconArrowLeft size={16} aria-hidden /> {t('agent.back')}
    </Anchor>
  )
  if (id === undefined || (agent.isError && isNotFound(agent.error))) {
    return (
      <div className={classes.page}>
        {back}
        <NotFoundMessage />
      </div>
    )
  }
  return (
    <div className={classes.page}>
      {back}
      {agent.data ? (
        <>
          <AgentHeader agent={agent.data} />
          {agent.data.builtIn ? <BuiltInAgentPanel builtIn={agent.data.builtIn} /> : null}
        </>
      ) : agent.isError ? (
        <>
          <Title order={1}>{t('common:page.ai_agent')}</Title>
          <LoadFailed title={t('agent.load_failed')} error={agent.error} onRetry={() => void agent.refetch()} />
        </>
      ) : (
        <LoadingStatus label={t('agent.loading')} />
      )}
    </div>
  )
}

/** /AIAgents/AIAgent?id=…: one agent's page; for an agent that runs in Sentinela, the agent itself (#18). */
export function AiAgentRoute() {
  return (
    <ScreenSuspense>
      <AiAgentPage />
    </ScreenSuspense>
  )
}
