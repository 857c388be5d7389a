// The yardstick of `npm run bench`'s HTTP part: Fastify 5 answering {"hello":"world"}, nothing else (no logger, no
// plugins), in a process of its own like the server. It prints its port once listening.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ host: '127.0.0.1', port: 0 })
process.stdout.write(`${app.server.address().port}\n`)
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)))
