import { NarrationEventSchema, type NarrationEvent } from '@sentinela/shared/schemas/ai'

/**
 * Reads server-sent events as they arrive: text in, whole events out. An event ends at a blank line; its `data:`
 * lines, joined, are one JSON narration event. Comments (`:`), other fields and data that is not a narration event
 * are skipped.
 */
export class NarrationParser {
  private buffer = ''

  /** The events completed by this chunk of text (a chunk may end in the middle of an event). */
  push(chunk: string): NarrationEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n')
    const events: NarrationEvent[] = []
    let end = this.buffer.indexOf('\n\n')
    while (end !== -1) {
      const block = this.buffer.slice(0, end)
      this.buffer = this.buffer.slice(end + 2)
      const event = parseBlock(block)
      if (event) events.push(event)
      end = this.buffer.indexOf('\n\n')
    }
    return events
  }

  /** What is left when the stream ends: a last event without its blank line still counts. */
  flush(): NarrationEvent[] {
    const rest = this.buffer
    this.buffer = ''
    const event = rest.trim() ? parseBlock(rest) : undefined
    return event ? [event] : []
  }
}

function parseBlock(block: string): NarrationEvent | undefined {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice('data:'.length).replace(/^ /, ''))
    .join('\n')
  if (!data) return undefined
  try {
    const parsed = NarrationEventSchema.safeParse(JSON.parse(data))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * Reads a narration stream to its end: `onDelta` gets each piece of text as it comes. Answers how it ended: `done`,
 * or `error` with the model's failure (the built-in text stands), also when the stream stops without saying.
 */
export async function readNarration(
  stream: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<{ outcome: 'done' } | { outcome: 'error'; message: string }> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  const parser = new NarrationParser()
  const handle = (events: NarrationEvent[]) => {
    for (const event of events) {
      if ('delta' in event) onDelta(event.delta)
      else if ('error' in event) return { outcome: 'error' as const, message: event.error }
      else return { outcome: 'done' as const }
    }
    return undefined
  }
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      const ended = handle(parser.push(decoder.decode(value, { stream: true })))
      if (ended) return ended
    }
    const ended = handle([...parser.push(decoder.decode()), ...parser.flush()])
    return ended ?? { outcome: 'error', message: '' }
  } finally {
    reader.releaseLock()
    void stream.cancel().catch(() => undefined)
  }
}
