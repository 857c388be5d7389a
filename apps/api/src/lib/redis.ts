import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/**
 * A Redis connection for state every server instance shares (the rate-limit counters). A command waits at most half
 * a second and is not retried: a request must never hang on Redis. Connection errors are logged once per outage, not
 * once per retry. The client library is loaded only by a server that has REDIS_URL.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { connectTimeout: 500, commandTimeout: 500, maxRetriesPerRequest: 1 })
  let down = false
  redis.on('error', (error) => {
    if (down) return
    down = true
    log.warn({ err: error }, 'Redis unreachable: rate limits are not counted until it is back')
  })
  redis.on('ready', () => {
    if (down) log.info('Redis reachable again')
    down = false
  })
  return redis
}
