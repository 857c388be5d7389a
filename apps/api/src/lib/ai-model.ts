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
