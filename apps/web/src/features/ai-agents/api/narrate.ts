import type { z } from 'zod'
import type {
  CandidateSummaryNarrateSchema,
  CareerCoachNarrateSchema,
  InterviewNarrateSchema,
} from '@sentinela/shared/schemas/ai'
import { api } from '../../../lib/api-client'

/** The agents that can hand their answer to the model, and what each sends with the consent. */
export interface NarrateBodies {
  careerCoach: z.input<typeof CareerCoachNarrateSchema>
  interviewPractice: z.input<typeof InterviewNarrateSchema>
  candidateSummary: z.input<typeof CandidateSummaryNarrateSchema>
}
export type NarratingAgent = keyof NarrateBodies

/**
 * POST /agents/{agent}/narrate: the model's prose about the same answer, as a `text/event-stream` to read as it comes.
 * Only ever called with `consent: true`, after the person ticked the agent's consent box.
 */
export const openNarration = <Agent extends NarratingAgent>(
  agent: Agent,
  body: Omit<NarrateBodies[Agent], 'consent'>,
  signal: AbortSignal,
) => api.stream(`/agents/${agent}/narrate`, { ...body, consent: true }, signal)
