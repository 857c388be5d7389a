import { pathOf } from '../../../config/paths'

/** The AI agents screens' addresses, from the one route table (config/paths.ts). */
export const AI_AGENTS_PATHS = {
  catalogue: pathOf('ai_agents'),
  agent: pathOf('ai_agent'),
} as const

/** `/AIAgents/AIAgent?id=3`: an agent's page, the way /trainings/training takes its id. */
export const agentPath = (id: number) => `${AI_AGENTS_PATHS.agent}?id=${id}`

export const trainingPath = (id: number) => `${pathOf('training')}?id=${id}`

/** A positive integer id from the address, or undefined. */
export function idFromParams(params: URLSearchParams): number | undefined {
  const value = Number(params.get('id'))
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined
}
