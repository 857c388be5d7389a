import { UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import classes from './stepper.module.css'

/** §2, §9: a stepper starts at step 1. Steps are numbered from 1 everywhere, as people read them. */
export const STEPPER_START = 1
/** §9: moving between steps animates for 0.3 s; nothing moves for people who ask for reduced motion (CSS). */
export const STEPPER_TRANSITION_MS = 300

/** §2: each step is current, completed (before the current one) or pending (after it). */
export type StepState = 'current' | 'completed' | 'pending'

export function getStepState(step: number, active: number): StepState {
  if (step < active) return 'completed'
  if (step === active) return 'current'
  return 'pending'
}

/** Keeps a step number inside 1…count. */
export function clampStep(step: number, count: number): number {
  if (count < STEPPER_START) return STEPPER_START
  return Math.min(Math.max(Math.trunc(step), STEPPER_START), count)
}

/** §2: next, previous, or straight to a step. */
export type StepMove = 'next' | 'previous' | { to: number }

/** The step a move leads to; the ends hold (no wrapping round). */
export function moveStep(active: number, move: StepMove, count: number): number {
  if (move === 'next') return clampStep(active + 1, count)
  if (move === 'previous') return clampStep(active - 1, count)
  return clampStep(move.to, count)
}

export interface StepperControls {
  active: number
  count: number
  isFirst: boolean
  isLast: boolean
  next: () => void
  previous: () => void
  goTo: (step: number) => void
}

/** The stepper's position, from step 1 unless told otherwise. */
export function useStepper(count: number, start: number = STEPPER_START): StepperControls {
  const [active, setActive] = useState(() => clampStep(start, count))
  const move = useCallback((to: StepMove) => setActive((current) => moveStep(current, to, count)), [count])
  return {
    active,
    count,
    isFirst: active === STEPPER_START,
    isLast: active === count,
    next: useCallback(() => move('next'), [move]),
    previous: useCallback(() => move('previous'), [move]),
    goTo: useCallback((step: number) => move({ to: step }), [move]),
  }
}

export interface StepperStep {
  label: string
  description?: string
}

export interface StepperProps {
  steps: readonly StepperStep[]
  /** The current step, from 1. */
  active: number
  /** Makes the steps buttons: the person may go to any step (the caller decides what happens). */
  onStepClick?: (step: number) => void
  /** The accessible name of the list of steps. */
  label: string
  /** The words read out after each step's name, in the person's language. */
  stateLabels: Record<StepState, string>
  /** The current step's content. */
  children: ReactNode
}

type Direction = 'forward' | 'backward'

/**
 * A generic stepper (§2): the numbered steps with their state, and the current step's content, which slides in from
 * the side it comes from in 0.3 s (§9). Screen readers hear each step's state after its name, the current one is
 * marked `aria-current="step"`, and focus moves to the new step's content when the step changes.
 */
export function Stepper({ steps, active, onStepClick, label, stateLabels, children }: StepperProps) {
  const contentRef = useRef<HTMLDivElement>(null)
  // Remembering the step shown last tells the direction of the slide (React: state from the previous render).
  const [shown, setShown] = useState<{ step: number; direction: Direction }>({ step: active, direction: 'forward' })
  if (shown.step !== active) setShown({ step: active, direction: active > shown.step ? 'forward' : 'backward' })

  const isFirstRender = useRef(true)
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    contentRef.current?.focus({ preventScroll: true })
    const top = contentRef.current?.getBoundingClientRect().top ?? 0
    if (top < 0) contentRef.current?.scrollIntoView({ block: 'start' })
  }, [active])

  const current = steps[active - 1]
  const style = { '--stepper-duration': `${STEPPER_TRANSITION_MS}ms` } as CSSProperties

  return (
    <div className={classes.root} style={style}>
      <nav aria-label={label}>
        <ol className={classes.steps}>
          {steps.map((step, index) => {
            const number = index + STEPPER_START
            const state = getStepState(number, active)
            const inner = (
              <>
                <span className={classes.icon} aria-hidden>
                  {state === 'completed' ? <IconCheck size={18} stroke={2.5} /> : number}
                </span>
                <span className={classes.body}>
                  <span className={classes.label}>{step.label}</span>
                  {step.description ? <span className={classes.description}>{step.description}</span> : null}
                  <VisuallyHidden>{stateLabels[state]}</VisuallyHidden>
                </span>
              </>
            )
            return (
              <li key={step.label} className={classes.step} data-state={state}>
                {onStepClick ? (
                  <UnstyledButton
                    className={classes.target}
                    aria-current={state === 'current' ? 'step' : undefined}
                    onClick={() => onStepClick(number)}
                  >
                    {inner}
                  </UnstyledButton>
                ) : (
                  <span className={classes.target} aria-current={state === 'current' ? 'step' : undefined}>
                    {inner}
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <div
        key={active}
        ref={contentRef}
        tabIndex={-1}
        role="group"
        aria-label={current?.label}
        className={classes.content}
        data-direction={shown.direction}
      >
        {children}
      </div>
    </div>
  )
}
