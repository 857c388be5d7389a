import { describe, expect, it } from 'vitest'
import { NarrationParser, readNarration } from './read-narration'

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

describe('NarrationParser', () => {
  it('reads events split anywhere across chunks, and skips comments and foreign data', () => {
    const parser = new NarrationParser()
    expect(parser.push('data: {"del')).toEqual([])
    expect(parser.push('ta":"Hel"}\n\n: keep-alive\n\ndata: {"delta":"lo"}\r\n\r\ndata: [1]\n\n')).toEqual([
      { delta: 'Hel' },
      { delta: 'lo' },
    ])
    expect(parser.push('data: {"done":true}')).toEqual([])
    expect(parser.flush()).toEqual([{ done: true }])
  })
})

describe('readNarration', () => {
  it('hands over each piece of text and ends on done', async () => {
    const pieces: string[] = []
    const outcome = await readNarration(
      streamOf(['data: {"delta":"Learn "}\n\ndata: {"delta":"threat', ' hunting"}\n\ndata: {"done":true}\n\n']),
      (text) => pieces.push(text),
    )
    expect(pieces.join('')).toBe('Learn threat hunting')
    expect(outcome).toEqual({ outcome: 'done' })
  })

  it('reports the error event, and a stream that stops without saying', async () => {
    expect(await readNarration(streamOf(['data: {"delta":"x"}\n\ndata: {"error":"timeout"}\n\n']), () => {})).toEqual({
      outcome: 'error',
      message: 'timeout',
    })
    expect(await readNarration(streamOf(['data: {"delta":"x"}\n\n']), () => {})).toEqual({
      outcome: 'error',
      message: '',
    })
  })
})
