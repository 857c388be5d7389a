import { useCallback, useEffect, useRef, useState } from 'react'
import { useAgentStatus } from '../api/get-agent-status'
import { openNarration, type NarrateBodies, type NarratingAgent } from '../api/narrate'
import { readNarration } from '../utils/read-narration'

export type NarrationState =
  | { status: 'idle' }
  | { status: 'streaming' | 'done'; text: string }
  | { status: 'error'; text: string; message: string }

export interface ModelRewrite<Agent extends NarratingAgent> {
  /** A model is configured (GET /agents/status): only then is there anything to agree to. */
  isAvailable: boolean
  /** The person ticked the agent's box: the model may receive what the box names. */
  consent: boolean
  narration: NarrationState
  /** Ticking the box after a run rewrites that run's answer; unticking stops and forgets the rewrite. */
  setConsent: (checked: boolean) => void
  /** After each run of the agent: with the box ticked, the model rewrites this answer; the old rewrite goes. */
  afterRun: (body: Omit<NarrateBodies[Agent], 'consent'>) => void
  /** Nothing to rewrite any more (the next question): the rewrite stops and goes. */
  reset: () => void
}

/**
 * The model's rewrite of an agent's answer (#18): nothing is sent to the model unless the box is ticked and the agent
 * has run; the text then streams into the page as it arrives. On a failure the built-in answer stands and the page
 * says so.
 */
export function useModelRewrite<Agent extends NarratingAgent>(agent: Agent): ModelRewrite<Agent> {
  const status = useAgentStatus()
  const isAvailable = status.data?.modelAvailable === true
  const [consent, setConsentState] = useState(false)
  const [narration, setNarration] = useState<NarrationState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const lastBody = useRef<Omit<NarrateBodies[Agent], 'consent'> | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const stop = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setNarration({ status: 'idle' })
  }, [])

  const start = useCallback(
    (body: Omit<NarrateBodies[Agent], 'consent'>) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setNarration({ status: 'streaming', text: '' })
      const append = (delta: string) =>
        setNarration((state) => (state.status === 'streaming' ? { ...state, text: state.text + delta } : state))
      openNarration(agent, body, current.signal)
        .then((stream) => readNarration(stream, append))
        .then((outcome) => {
          if (current.signal.aborted) return
          setNarration((state) => {
            const text = state.status === 'idle' ? '' : state.text
            return outcome.outcome === 'done'
              ? { status: 'done', text }
              : // A stream's error event names the failure with a code, not words: the page says it in its own.
                { status: 'error', text, message: '' }
          })
        })
        .catch((error: unknown) => {
          if (current.signal.aborted) return
          const message = error instanceof Error ? error.message : String(error)
          setNarration((state) => ({ status: 'error', text: state.status === 'idle' ? '' : state.text, message }))
        })
    },
    [agent],
  )

  const setConsent = (checked: boolean) => {
    setConsentState(checked)
    if (!checked) stop()
    else if (lastBody.current && isAvailable) start(lastBody.current)
  }

  const afterRun = (body: Omit<NarrateBodies[Agent], 'consent'>) => {
    lastBody.current = body
    if (consent && isAvailable) start(body)
    else stop()
  }

  const reset = () => {
    lastBody.current = null
    stop()
  }

  return { isAvailable, consent, narration, setConsent, afterRun, reset }
}
