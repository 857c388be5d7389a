// How the compiled server's process is started by `npm start`, the end-to-end server and the benches (decision 007).

/**
 * glibc's allocator settings, read once when a process starts. By default each thread that allocates (the server's,
 * the embedded database's, V8's compiler and garbage-collector helpers, libuv's pool) gets an arena of its own, and
 * memory freed after start-up (PostgreSQL's WebAssembly compiled by V8) stays held in them: about 30 MB of the idle
 * server's memory (issue #13). Two arenas and returning freed memory above 128 KB to the system keep it; values set
 * in the environment win.
 */
export const SERVER_PROCESS_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
}

/** The environment to start the server with: these settings under the given environment. */
export function serverProcessEnv(env) {
  return { ...SERVER_PROCESS_ENV, ...env }
}
