/**
 * A message handler that takes each message in its own macrotask, and at most `sliceMs` of them per turn of the event
 * loop, counting the work each one resumes (its promise continuations run before the next is taken); the rest wait
 * for the next turn, in arrival order, after timers and I/O have had theirs. For a source that delivers a burst of
 * messages at once (a worker's MessagePort hands over its whole queue in one callback).
 */
export function timeSliced<Message>(handle: (message: Message) => void, sliceMs: number): (message: Message) => void {
  const inbox: Message[] = []
  let turnStarted = 0
  /** Whether a mark is queued: it runs ahead of the messages of its turn and starts the turn's clock. */
  let markQueued = false
  const markTurn = () => {
    markQueued = false
    turnStarted = performance.now()
  }
  const queueMark = () => {
    if (markQueued) return
    markQueued = true
    setImmediate(markTurn)
  }
  const takeOne = () => {
    if (performance.now() - turnStarted > sliceMs) {
      // Past this turn's share: immediates queued now run in the next turn, behind a new mark.
      queueMark()
      setImmediate(takeOne)
      return
    }
    // Each call takes the oldest message, whichever of the queued calls runs: the order is the arrival order.
    handle(inbox.shift()!)
  }
  return (message) => {
    inbox.push(message)
    queueMark()
    setImmediate(takeOne)
  }
}
