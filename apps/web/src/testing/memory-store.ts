import type { KeyValueStore } from '../lib/storage'

/** An in-memory stand-in for localStorage/sessionStorage, for unit tests in Node. */
export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore & {
  snapshot: () => Record<string, string>
} {
  const values = new Map(Object.entries(initial))
  return {
    get length() {
      return values.size
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value))
    },
    removeItem: (key) => {
      values.delete(key)
    },
    snapshot: () => Object.fromEntries(values),
  }
}
