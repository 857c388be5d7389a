/**
 * Everything Sentinela keeps in the browser lives under the `sentinela.` prefix, so a purge can find it all.
 * The session token itself is an httpOnly cookie that page scripts cannot read (PRODUCT.md, "Accounts and sessions").
 */
export const STORAGE_PREFIX = 'sentinela.'

export const STORAGE_KEYS = {
  /** The interface language the person chose; survives a purge. */
  language: 'sentinela.language',
  /** Role and subscription name of the signed-in user (§4). */
  session: 'sentinela.session',
  /** A one-shot message for the sign-in page, set when a session is purged. */
  notice: 'sentinela.notice',
} as const

/** The part of the Web Storage API we use; `localStorage`, `sessionStorage` and test doubles all fit. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/**
 * The browser's local storage, or undefined where there is none (private modes that throw, tests in Node).
 */
export function getLocalStore(): KeyValueStore | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/** The tab's session storage, or undefined where there is none. */
export function getTabStore(): KeyValueStore | undefined {
  try {
    return globalThis.sessionStorage ?? undefined
  } catch {
    return undefined
  }
}

/** Reads a key, treating a store that refuses access as empty. */
export function readItem(store: KeyValueStore | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Writes a key; a full or blocked store is not worth breaking the page over. */
export function writeItem(store: KeyValueStore | undefined, key: string, value: string): void {
  try {
    store?.setItem(key, value)
  } catch {
    // Quota exceeded or storage disabled: the value simply does not persist.
  }
}

export function removeItem(store: KeyValueStore | undefined, key: string): void {
  try {
    store?.removeItem(key)
  } catch {
    // Storage disabled: nothing was stored either.
  }
}

/** Every key in the store that starts with `prefix`, read before any removal so indexes do not shift under us. */
export function listKeys(store: KeyValueStore | undefined, prefix: string): string[] {
  if (!store) return []
  const keys: string[] = []
  try {
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index)
      if (key?.startsWith(prefix)) keys.push(key)
    }
  } catch {
    return keys
  }
  return keys
}
