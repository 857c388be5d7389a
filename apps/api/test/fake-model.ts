import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake answers the next requests: #18's four cases. */
export type FakeModelMode = 'good' | 'malformed' | 'slow' | 'error'

export interface FakeModelRequest {
  model: string
  stream: boolean
  /** The request asked for one JSON object (`response_format: json_object`). */
  json: boolean
  messages: { role: string; content: string }[]
  authorization: string | undefined
}

export interface FakeModelOptions {
  /**
   * The assistant's content for a request in `good` mode: a string is sent as is (for a JSON request, send
   * `JSON.stringify(...)`); the default echoes a short sentence.
   */
  reply?: (request: FakeModelRequest) => string
  /** How long `slow` waits before it answers (tests set AI_TIMEOUT_MS / the search's budget below it). */
  slowMs?: number
}

/**
 * A local OpenAI-compatible chat server (`POST /v1/chat/completions`), like the OIDC provider and the Stripe fake:
 * the real HTTP path runs against it. Set `AI_BASE_URL` to `url` (ends in /v1). It records every request, answers
 * with non-streamed completions or, when the body asks `stream: true`, with server-sent chunks in OpenAI's format
 * (`data: {"choices":[{"delta":{"content":…}}]}` … `data: [DONE]`), the reply split into a few chunks.
 *
 * Modes: `good` answers `reply`; `malformed` answers 200 with content that is not the JSON asked for (and, streamed,
 * a chunk that is not JSON); `slow` waits `slowMs` then answers like `good`; `error` answers 500.
 */
export async function startFakeModel(options: FakeModelOptions = {}) {
  const requests: FakeModelRequest[] = []
  let mode: FakeModelMode = 'good'
  let reply = options.reply ?? (() => 'A short answer from the model.')
  const slowMs = options.slowMs ?? 3_000
  const timers = new Set<NodeJS.Timeout>()

  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const path = (request.url ?? '').split('?')[0]
      if (request.method !== 'POST' || path !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' })
        return response.end(JSON.stringify({ error: { message: 'not found' } }))
      }
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' })
        return response.end(JSON.stringify({ error: { message: 'body is not JSON' } }))
      }
      const call: FakeModelRequest = {
        model: String(body.model ?? ''),
        stream: body.stream === true,
        json: (body.response_format as { type?: string } | undefined)?.type === 'json_object',
        messages: Array.isArray(body.messages) ? (body.messages as FakeModelRequest['messages']) : [],
        authorization: request.headers.authorization,
      }
      requests.push(call)
      const current = mode
      const answer = () => {
        if (response.destroyed) return
        if (current === 'error') {
          response.writeHead(500, { 'content-type': 'application/json' })
          return response.end(JSON.stringify({ error: { message: 'the model is down', type: 'server_error' } }))
        }
        const content = current === 'malformed' ? 'Sure! Here is {not json' : reply(call)
        if (!call.stream) {
          response.writeHead(200, { 'content-type': 'application/json' })
          return response.end(
            JSON.stringify({
              id: `chatcmpl-${requests.length}`,
              object: 'chat.completion',
              model: call.model,
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
            }),
          )
        }
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        if (current === 'malformed') {
          response.write('data: {"choices": [ this is not json\n\n')
          return response.end()
        }
        for (const piece of chunks(content)) {
          response.write(
            `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] })}\n\n`,
          )
        }
        response.write(
          `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        )
        response.write('data: [DONE]\n\n')
        response.end()
      }
      if (current === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer)
          answer()
        }, slowMs)
        timers.add(timer)
      } else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    /** The value for AI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: FakeModelMode) {
      mode = next
    },
    setReply(next: (request: FakeModelRequest) => string) {
      reply = next
    },
    /** Every message content sent so far, joined: for "no personal data went to the model" checks. */
    sentText: () => requests.flatMap((r) => r.messages.map((m) => m.content)).join('\n'),
    async close() {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
export type FakeModel = Awaited<ReturnType<typeof startFakeModel>>

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => resolve(raw))
  })
}

/** The reply in three or four pieces, split on spaces, as a model streams it. */
function chunks(content: string) {
  const words = content.split(/(?<= )/)
  const size = Math.max(1, Math.ceil(words.length / 4))
  const pieces: string[] = []
  for (let i = 0; i < words.length; i += size) pieces.push(words.slice(i, i + size).join(''))
  return pieces.length > 0 ? pieces : ['']
}
