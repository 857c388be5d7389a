import { setFlagsFromString } from 'node:v8'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS } from './pglite-extensions'
import { PLANNER_FLAGS } from './planner-settings'
import type { FromDatabaseThread, ToDatabaseThread } from './pglite-thread'

/*
 * The embedded database's own thread (decision 007): PGlite runs here, never on the thread that serves HTTP, and
 * speaks the PostgreSQL wire protocol to node-postgres connections in the server's thread (pglite-thread.ts), so the
 * server has one driver for PGlite and PostgreSQL alike.
 *
 * PGlite is one backend. Connections take turns: the one whose messages run holds the backend until PGlite answers
 * ReadyForQuery with status idle ('I'): outside a transaction and at the end of a whole extended-protocol exchange.
 * Messages of other connections wait in their buffers meanwhile, so a transaction or a Parse/Bind/Execute/Sync
 * sequence is never interleaved with another connection's statements.
 *
 * Prepared statements belong to a session in PostgreSQL, and here every connection shares PGlite's one session. So
 * that each connection keeps its own (as node-postgres expects: a name it never parsed is free for it to parse), the
 * statement names of the extended protocol are scoped to the connection on their way in, and a closing connection's
 * statements are closed with it.
 */

const TERMINATE = 0x58 // 'X'
const PARSE = 0x50 // 'P'
const BIND = 0x42 // 'B'
const DESCRIBE = 0x44 // 'D'
const CLOSE = 0x43 // 'C'
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]) // 'S'
const STATEMENT = 0x53 // 'S', the statement (not portal) target of a Describe or Close
const READY_FOR_QUERY = 0x5a // 'Z'
const IDLE = 0x49 // 'I'
const ROLLBACK = simpleQuery('ROLLBACK')

interface Connection {
  id: number
  buffer: Buffer
  started: boolean
  closed: boolean
  /** The scoped names of the statements this connection parsed, closed when it ends. */
  statements: Set<string>
  /** When the messages now in the buffer began to wait for the backend (performance.now()), if any wait. */
  queuedAt: number | undefined
}

const port = parentPort
if (!port) throw new Error('pglite-worker.ts runs as a worker thread')
const { dataDir } = workerData as { dataDir?: string }

const connections = new Map<number, Connection>()
/** Connections with complete messages waiting for the backend, in arrival order. */
const waiting: number[] = []
/** The connection that holds the backend (inside a transaction or an unfinished exchange), if any. */
let owner: number | undefined
let running = false

function post(message: FromDatabaseThread) {
  port!.postMessage(message)
}

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`)
  const message = Buffer.alloc(5 + body.length)
  message[0] = 0x51 // 'Q'
  message.writeInt32BE(4 + body.length, 1)
  body.copy(message, 5)
  return message
}

/** Length of the first complete message in the buffer (the startup packet has no type byte), or 0. */
function completeMessageLength(buffer: Buffer, started: boolean): number {
  if (!started) {
    if (buffer.length < 4) return 0
    const length = buffer.readInt32BE(0)
    return buffer.length >= length ? length : 0
  }
  if (buffer.length < 5) return 0
  const length = 1 + buffer.readInt32BE(1)
  return buffer.length >= length ? length : 0
}

/** The complete messages at the head of the buffer, taken out of it; a Terminate is taken alone. */
function takeMessages(connection: Connection): Buffer | undefined {
  let end = 0
  for (;;) {
    const rest = connection.buffer.subarray(end)
    const length = completeMessageLength(rest, connection.started)
    if (length === 0) break
    // The startup packet and Terminate are handled alone; anything else is batched (PGlite runs each in turn).
    if (!connection.started || rest[0] === TERMINATE) {
      if (end === 0) end = length
      break
    }
    end += length
  }
  if (end === 0) return undefined
  const messages = connection.buffer.subarray(0, end)
  connection.buffer = connection.buffer.subarray(end)
  return messages
}

/** The end of the zero-terminated string starting at `at`. */
function stringEnd(buffer: Buffer, at: number): number {
  const end = buffer.indexOf(0, at)
  if (end < 0) throw new Error('malformed protocol message: unterminated string')
  return end
}

/** A statement name as this connection's own in the shared session: `<connection>:<name>`. */
function scopedName(connection: Connection, name: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${connection.id}:`), name])
}

/** The message with the string at [start, end) replaced, its length field updated. */
function replaceString(message: Buffer, start: number, end: number, text: Buffer): Buffer {
  const rebuilt = Buffer.concat([message.subarray(0, start), text, message.subarray(end)])
  rebuilt.writeInt32BE(rebuilt.length - 1, 1)
  return rebuilt
}

/**
 * The messages with every named statement in a Parse, Bind, Describe or Close scoped to the connection. The unnamed
 * statement is left alone: PostgreSQL replaces it on every Parse, and a Parse and its Bind arrive in one exchange.
 */
function scopeStatementNames(connection: Connection, messages: Buffer): Buffer {
  const parts: Buffer[] = []
  let changed = false
  for (let at = 0; at < messages.length;) {
    const type = messages[at]!
    const length = 1 + messages.readInt32BE(at + 1)
    let message = messages.subarray(at, at + length)
    at += length
    let nameStart = -1
    if (type === PARSE) nameStart = 5
    else if (type === BIND) nameStart = stringEnd(message, 5) + 1
    else if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) nameStart = 6
    if (nameStart >= 0 && message[nameStart] !== 0) {
      const nameEnd = stringEnd(message, nameStart)
      const scoped = scopedName(connection, message.subarray(nameStart, nameEnd))
      if (type === PARSE) connection.statements.add(scoped.toString())
      if (type === CLOSE) connection.statements.delete(scoped.toString())
      message = replaceString(message, nameStart, nameEnd, scoped)
      changed = true
    }
    parts.push(message)
  }
  return changed ? Buffer.concat(parts) : messages
}

/** Close messages for the connection's statements, then Sync (closing a statement that is not there is no error). */
function closeStatements(connection: Connection): Uint8Array | undefined {
  if (connection.statements.size === 0) return undefined
  const parts = [...connection.statements].map((name) => {
    const body = Buffer.from(`${name}\0`)
    const message = Buffer.alloc(6 + body.length)
    message[0] = CLOSE
    message.writeInt32BE(5 + body.length, 1)
    message[5] = STATEMENT
    body.copy(message, 6)
    return message
  })
  return new Uint8Array(Buffer.concat([...parts, SYNC]))
}

/** True when the answer ends with ReadyForQuery saying idle: the backend may go to another connection. */
function endsIdle(answer: Uint8Array): boolean {
  const at = answer.length - 6
  return at >= 0 && answer[at] === READY_FOR_QUERY && answer[at + 5] === IDLE
}

/**
 * The backend's answer to the messages, as bytes. PGlite's `execProtocolRaw` also parses every message of its answer
 * (for its own query API's results and notifications), which the relay never reads: node-postgres parses them in the
 * server's thread. The streaming form hands the bytes over unparsed: a fifth of this thread's time under load went to
 * that parse (`GET /api/profile`, issue #13).
 */
async function exec(db: PGlite, messages: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  // Each chunk is a view of PGlite's memory, copied before the next is written.
  await db.execProtocolRawStream(messages, { onRawData: (data) => void chunks.push(data.slice()) })
  if (chunks.length === 1) return chunks[0]!
  return new Uint8Array(Buffer.concat(chunks))
}

function hasWork(connection: Connection | undefined): connection is Connection {
  return !!connection && !connection.closed && completeMessageLength(connection.buffer, connection.started) > 0
}

async function run(db: PGlite) {
  if (running) return
  running = true
  try {
    for (;;) {
      const id = owner ?? waiting.shift()
      if (id === undefined) return
      const connection = connections.get(id)
      if (!hasWork(connection)) {
        // The owner is waiting for more of its own messages: nobody else may run meanwhile.
        if (owner !== undefined) return
        continue
      }
      const messages = takeMessages(connection)!
      if (messages[0] === TERMINATE && connection.started) {
        await closeConnection(db, connection)
        continue
      }
      // The wait behind other connections' queries and transactions, told with the answer (metrics).
      const takenAt = performance.now()
      const waitedMs = takenAt - (connection.queuedAt ?? takenAt)
      connection.queuedAt = connection.buffer.length > 0 ? takenAt : undefined
      const sent = connection.started ? scopeStatementNames(connection, messages) : messages
      const answer = await exec(db, new Uint8Array(sent))
      connection.started = true
      owner = endsIdle(answer) ? undefined : id
      if (answer.length > 0) post({ type: 'data', id, bytes: answer, waitedMs })
      if (owner === undefined && hasWork(connection) && !waiting.includes(id)) waiting.push(id)
    }
  } finally {
    running = false
  }
}

/**
 * Ends a connection; one that leaves in the middle of a transaction has it rolled back, and the statements it
 * prepared are closed.
 */
async function closeConnection(db: PGlite, connection: Connection) {
  if (connection.closed) return
  connection.closed = true
  connections.delete(connection.id)
  if (owner === connection.id) {
    owner = undefined
    await exec(db, ROLLBACK)
  }
  const closing = closeStatements(connection)
  if (closing) await exec(db, closing)
  post({ type: 'closed', id: connection.id })
}

/**
 * PGlite allocates PostgreSQL's shared buffers whole at start (WebAssembly memory is zeroed, so all of it is resident):
 * PostgreSQL's default 128 MB would be most of the server's memory. A smaller pool costs little: pages not in it are
 * one read away in the operating system's file cache.
 */
const SHARED_BUFFERS = '16MB'

async function main() {
  // PostgreSQL's WebAssembly compiled once by the optimizing compiler, without the baseline tier V8 starts with: a
  // few seconds more at start, then faster queries from the first one and about 30 MB less code held in memory.
  setFlagsFromString('--no-liftoff')
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`, ...PLANNER_FLAGS],
  })
  let stopping = false
  port!.on('message', (message: ToDatabaseThread) => {
    switch (message.type) {
      case 'open':
        connections.set(message.id, {
          id: message.id,
          buffer: Buffer.alloc(0),
          started: false,
          closed: false,
          statements: new Set(),
          queuedAt: undefined,
        })
        return
      case 'data': {
        const connection = connections.get(message.id)
        if (!connection || connection.closed) return
        const bytes = Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength)
        connection.buffer = connection.buffer.length === 0 ? bytes : Buffer.concat([connection.buffer, bytes])
        connection.queuedAt ??= performance.now()
        if (connection.id !== owner && !waiting.includes(connection.id)) waiting.push(connection.id)
        void run(db).catch(fail)
        return
      }
      case 'close': {
        const connection = connections.get(message.id)
        if (connection) void closeConnection(db, connection).then(() => run(db), fail)
        return
      }
      case 'shutdown':
        if (stopping) return
        stopping = true
        // A clean stop: PGlite writes what it holds and closes its files, so the next start finds no recovery to do.
        void db.close().then(() => post({ type: 'stopped' }), fail)
        return
    }
  })
  post({ type: 'ready' })
}

function fail(error: unknown) {
  post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
}

main().catch(fail)
