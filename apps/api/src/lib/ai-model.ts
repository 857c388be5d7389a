import type { Config } from '../config'

export type ModelConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>

export interface ModelMessage {
  role: 'system' | 'user'
  content: string
}

/**
 * Asks the OpenAI-compatible chat model at AI_BASE_URL for one JSON object (`response_format: json_object`) and
 * answers it parsed, unvalidated: callers check it against their own schema. Throws when the model does not answer
 * in time, answers an error, or answers something that is not JSON; callers fall back to their built-in rules.
 */
export async function askModelForJson(
  config: ModelConfig,
  messages: ModelMessage[],
  { fetcher = fetch, temperature = 0.3 }: { fetcher?: typeof fetch; temperature?: number } = {},
): Promise<unknown> {
  if (!config.AI_BASE_URL) throw new Error('no model configured (AI_BASE_URL)')
  const base = config.AI_BASE_URL.replace(/\/+$/, '')
  const response = await fetcher(`${base}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.AI_API_KEY ? { Authorization: `Bearer ${config.AI_API_KEY}` } : {}),
    },
    signal: AbortSignal.timeout(config.AI_TIMEOUT_MS),
    body: JSON.stringify({ model: config.AI_MODEL, temperature, response_format: { type: 'json_object' }, messages }),
  })
  if (!response.ok) throw new Error(`model answered ${response.status}`)
  const body = (await response.json()) as { choices?: { message?: { content?: string } }[] }
  return JSON.parse(body.choices?.[0]?.message?.content ?? '') as unknown
}

/**
 * Asks the same model for prose and yields its text as it arrives (`stream: true`, OpenAI's server-sent chunks
 * `data: {"choices":[{"delta":{"content":…}}]}` … `data: [DONE]`). Throws, so the caller can keep its built-in text,
 * when the model answers an error status, sends a chunk that is not JSON, says nothing at all, or goes quiet for
 * AI_TIMEOUT_MS (before its first text or between two chunks). `signal` (the client went away) aborts the request.
 */
export async function* streamModelText(
  config: ModelConfig,
  messages: ModelMessage[],
  {
    signal,
    fetcher = fetch,
    temperature = 0.4,
  }: { signal?: AbortSignal | undefined; fetcher?: typeof fetch; temperature?: number } = {},
): AsyncGenerator<string, void, undefined> {
  if (!config.AI_BASE_URL) throw new Error('no model configured (AI_BASE_URL)')
  const base = config.AI_BASE_URL.replace(/\/+$/, '')
  const controller = new AbortController()
  const abort = () => controller.abort(signal?.reason)
  if (signal?.aborted) abort()
  signal?.addEventListener('abort', abort, { once: true })
  // One timer for "nothing came in time", restarted whenever something comes.
  let timer: NodeJS.Timeout | undefined
  const waitAgain = () => {
    clearTimeout(timer)
    timer = setTimeout(
      () => controller.abort(new Error(`the model said nothing for ${config.AI_TIMEOUT_MS} ms`)),
      config.AI_TIMEOUT_MS,
    )
  }
  try {
    waitAgain()
    const response = await fetcher(`${base}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(config.AI_API_KEY ? { Authorization: `Bearer ${config.AI_API_KEY}` } : {}),
      },
      signal: controller.signal,
      body: JSON.stringify({ model: config.AI_MODEL, temperature, stream: true, messages }),
    })
    if (!response.ok) throw new Error(`model answered ${response.status}`)
    if (!response.body) throw new Error('model answered without a body')
    // A server that ignores `stream` answers one completion: its text is the whole stream.
    if (response.headers.get('content-type')?.includes('application/json')) {
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] }
      const content = body.choices?.[0]?.message?.content
      if (typeof content !== 'string' || content.trim() === '') throw new Error('model answer has no text')
      yield content
      return
    }
    const decoder = new TextDecoder()
    let buffered = ''
    let saidSomething = false
    const reader = response.body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        waitAgain()
        buffered += decoder.decode(value, { stream: true })
        const lines = buffered.split(/\r?\n/)
        buffered = lines.pop() ?? ''
        for (const line of lines) {
          // Only data lines carry chunks; comments (`:`), `event:` and `id:` lines and blank separators do not.
          if (!line.startsWith('data:')) continue
          const data = line.slice(5).trim()
          if (data === '[DONE]') {
            if (!saidSomething) throw new Error('model answer has no text')
            return
          }
          const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] }
          const text = chunk.choices?.[0]?.delta?.content
          if (typeof text === 'string' && text.length > 0) {
            saidSomething = true
            // The time the reader takes to pass the text on is not the model's silence.
            clearTimeout(timer)
            yield text
            waitAgain()
          }
        }
      }
    } finally {
      reader.releaseLock()
    }
    if (buffered.trim() !== '') throw new Error('model stream ended inside a chunk')
    if (!saidSomething) throw new Error('model answer has no text')
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
    // Whatever ended the stream (done, an error, the consumer stopping), the request ends with it.
    controller.abort()
  }
}
