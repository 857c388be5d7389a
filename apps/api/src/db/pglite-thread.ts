import { createRequire } from 'node:module'
import { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { timeSliced } from '../lib/time-sliced'

/** Messages from the server's thread to the database thread (pglite-worker.ts). */
export type ToDatabaseThread =
  | { type: 'open'; id: number }
  | { type: 'data'; id: number; bytes: Uint8Array }
  | { type: 'close'; id: number }
  | { type: 'shutdown' }

/** Messages from the database thread. */
export type FromDatabaseThread =
  | { type: 'ready' }
  | { type: 'error'; message: string }
  /** An answer; `waitedMs`: how long the messages it answers waited for the backend (metrics). */
  | { type: 'data'; id: number; bytes: Uint8Array; waitedMs?: number }
  | { type: 'closed'; id: number }
  | { type: 'stopped' }

export interface DatabaseThread {
  /** A new connection to the embedded database, as a stream for node-postgres's `stream` option. */
  connect(): Duplex
  /** Calls the listener with how long each exchange waited in the thread for PGlite's one backend, in seconds. */
  onQueueWait(listener: (seconds: number) => void): void
  /** Closes PGlite cleanly (its files closed) and ends the thread. */
  close(): Promise<void>
}

/**
 * The database thread's JavaScript only passes messages between node-postgres and PGlite (its data lives in
 * PGlite's WebAssembly memory), so its young generation is kept small: V8 would otherwise grow it like the server's,
 * to tens of megabytes held for short-lived buffers (idle memory, issue #13).
 */
const resourceLimits = { maxYoungGenerationSizeMb: 3 }

/**
 * How long the server's thread goes on taking the database thread's answers, with the work each one resumes, before
 * timers and new requests have their turn. Node hands over a worker's queued messages all at once: under load a
 * hundred answers, each resuming a request (its serialization and reply), ran back to back and everything else waited
 * for all of them (event-loop delay p99 62–70 ms under `GET /api/profile`; 17–19 ms in slices of 4 or 10 ms).
 */
const ANSWERS_SLICE_MS = 10

/**
 * The worker's entry: the built file beside the server's bundle (dist/pglite-worker.js), or, when the server runs
 * from its TypeScript sources (tests, scripts), the .ts file loaded through tsx.
 */
function spawnWorker(workerData: { dataDir?: string }): Worker {
  const here = import.meta.url
  if (!here.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', here), { workerData, resourceLimits })
  // tsx's ESM entry (its CommonJS twin resolves beside itself): registered in the worker before the entry loads.
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href
  const entry = new URL('./pglite-worker.ts', here).href
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData, resourceLimits })
}

/**
 * Starts PGlite in a worker thread (decision 007) and resolves once it is open. node-postgres talks to it through
 * in-memory streams carrying the PostgreSQL wire protocol: no socket, nothing another process could connect to.
 */
export async function startDatabaseThread(options: { dataDir?: string | undefined }): Promise<DatabaseThread> {
  const worker = spawnWorker(options.dataDir ? { dataDir: options.dataDir } : {})
  const streams = new Map<number, ThreadStream>()
  let nextId = 1
  let failure: Error | undefined
  let stopped: (() => void) | undefined
  let ready: { resolve: () => void; reject: (error: Error) => void } | undefined
  const waitListeners: ((seconds: number) => void)[] = []

  const fail = (error: Error) => {
    failure ??= error
    for (const stream of streams.values()) stream.destroy(error)
    streams.clear()
    ready?.reject(error)
  }
  const handle = (message: FromDatabaseThread) => {
    switch (message.type) {
      case 'ready':
        return ready?.resolve()
      case 'error':
        return fail(new Error(`embedded database thread: ${message.message}`))
      case 'data':
        if (message.waitedMs !== undefined) for (const listener of waitListeners) listener(message.waitedMs / 1000)
        streams
          .get(message.id)
          ?.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength))
        return
      case 'closed': {
        const stream = streams.get(message.id)
        streams.delete(message.id)
        stream?.push(null)
        return
      }
      case 'stopped':
        return stopped?.()
    }
  }
  // Answers are taken a slice of time per turn of the event loop (decision 007, 29 November).
  worker.on('message', timeSliced(handle, ANSWERS_SLICE_MS))
  worker.on('error', fail)
  worker.on('exit', (code) => {
    if (!stopped) fail(new Error(`the embedded database thread stopped (exit code ${code})`))
    stopped?.()
  })

  await new Promise<void>((resolve, reject) => (ready = { resolve, reject }))
  ready = undefined

  const send = (message: ToDatabaseThread) => worker.postMessage(message)
  return {
    connect() {
      const stream = new ThreadStream(nextId++, send, (id) => streams.delete(id))
      if (failure) queueMicrotask(() => stream.destroy(failure))
      else streams.set(stream.id, stream)
      return stream
    },
    onQueueWait(listener) {
      waitListeners.push(listener)
    },
    async close() {
      if (failure) {
        await worker.terminate()
        return
      }
      await new Promise<void>((resolve) => {
        stopped = resolve
        send({ type: 'shutdown' })
      })
      await worker.terminate()
    },
  }
}

/**
 * One connection as node-postgres sees a socket: connect, write, data, end. Writes made in one tick (a query's Parse,
 * Bind, Describe, Execute and Sync) leave as one message, which the database thread runs in one go.
 */
class ThreadStream extends Duplex {
  private pending: Buffer[] = []
  private opened = false

  constructor(
    readonly id: number,
    private readonly send: (message: ToDatabaseThread) => void,
    private readonly forget: (id: number) => void,
  ) {
    super()
  }

  connect() {
    this.opened = true
    this.send({ type: 'open', id: this.id })
    process.nextTick(() => this.emit('connect'))
    return this
  }

  setNoDelay() {
    return this
  }

  setKeepAlive() {
    return this
  }

  ref() {
    return this
  }

  unref() {
    return this
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (this.pending.push(chunk) === 1) process.nextTick(() => this.flush())
    callback()
  }

  private flush() {
    if (this.pending.length === 0) return
    const bytes = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending)
    this.pending = []
    this.send({ type: 'data', id: this.id, bytes })
  }

  override _final(callback: (error?: Error | null) => void) {
    this.flush()
    // Like a socket's FIN: the thread ends the connection (rolling back what it left open) and says 'closed'.
    if (this.opened) this.send({ type: 'close', id: this.id })
    this.opened = false
    callback()
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.flush()
    if (this.opened) this.send({ type: 'close', id: this.id })
    this.opened = false
    this.forget(this.id)
    callback(error)
  }
}
