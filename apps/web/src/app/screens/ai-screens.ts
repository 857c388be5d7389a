import { page, type ScreenRegistry } from './screen-registry'

/** AI search and AI agents (#18): the results page, the marketplace, an agent's page, the operator's catalogue. */
export const AI_SCREENS: ScreenRegistry = {
  ai_search: {
    lazy: {
      Component: page(
        () => import('../../features/ai-search/routes/ai-search'),
        (module) => module.AiSearchRoute,
      ),
    },
  },
  ai_agents: {
    lazy: {
      Component: page(
        () => import('../../features/ai-agents/routes/ai-agents'),
        (module) => module.AiAgentsRoute,
      ),
    },
  },
  ai_agent: {
    lazy: {
      Component: page(
        () => import('../../features/ai-agents/routes/ai-agent'),
        (module) => module.AiAgentRoute,
      ),
    },
  },
  operator_ai_agents: {
    lazy: {
      Component: page(
        () => import('../../features/operator/routes/ai-agents'),
        (module) => module.OperatorAiAgentsRoute,
      ),
    },
  },
}
