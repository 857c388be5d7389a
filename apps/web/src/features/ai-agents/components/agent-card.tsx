import { Badge, Button, Group, Text } from '@mantine/core'
import { IconExternalLink, IconRobot, IconSparkles } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AiAgent } from '@sentinela/shared/schemas/ai'
import { usePriceText } from '../hooks/use-price-text'
import { agentPath } from '../utils/paths'
import classes from './ai-agents.module.css'

/**
 * One catalogue entry: title, provider, price ("Free", "Price on request" or per month), category; an agent that runs
 * in Sentinela says so and opens here, an external tool links to its own site (in a new tab).
 */
export function AgentCard({ agent }: { agent: AiAgent }) {
  const { t } = useTranslation('ai')
  const priceText = usePriceText()
  const titleId = useId()
  return (
    <article className={classes.card} aria-labelledby={titleId} data-built-in={agent.builtIn ? '' : undefined}>
      <div className={classes.cardHead}>
        <span className={classes.cardIcon} aria-hidden>
          {agent.builtIn ? <IconSparkles size={22} /> : <IconRobot size={22} />}
        </span>
        <div className={classes.cardTitles}>
          <h2 className={classes.cardTitle} id={titleId}>
            {agent.title}
          </h2>
          <Text size="sm" c="gray.7">
            {t('catalogue.by', { provider: agent.provider })}
          </Text>
        </div>
      </div>
      <Group gap={6}>
        {agent.builtIn ? (
          <Badge color="teal.9" variant="filled" className={classes.badge}>
            {t('catalogue.built_in')}
          </Badge>
        ) : null}
        <Badge color="indigo.8" variant="light" className={classes.badge}>
          {t(`category.${agent.category}`)}
        </Badge>
      </Group>
      <Text size="sm" className={classes.cardDescription}>
        {agent.description}
      </Text>
      <Text fw={600} size="sm" className={classes.cardPrice}>
        {priceText(agent)}
      </Text>
      <div className={classes.cardActions}>
        {agent.builtIn ? (
          <Button
            component={Link}
            to={agentPath(agent.id)}
            aria-label={t('catalogue.open_agent', { title: agent.title })}
          >
            {t('catalogue.open')}
          </Button>
        ) : (
          <>
            <Button
              component="a"
              href={agent.link}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} aria-hidden />}
              aria-label={t('catalogue.visit_site_of', { title: agent.title })}
            >
              {t('catalogue.visit_site')}
            </Button>
            <Button
              component={Link}
              to={agentPath(agent.id)}
              variant="default"
              aria-label={t('catalogue.details_of', { title: agent.title })}
            >
              {t('catalogue.details')}
            </Button>
          </>
        )}
      </div>
    </article>
  )
}
