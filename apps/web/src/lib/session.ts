import type { QueryClient } from '@tanstack/react-query'
import { api, ApiError } from './api-client'
import { queryClient } from './query-client'
import {
  STORAGE_KEYS,
  STORAGE_PREFIX,
  getLocalStore,
  getTabStore,
  listKeys,
  readItem,
  removeItem,
  writeItem,
  type KeyValueStore,
} from './storage'

/** §6: any user who is not Talent is Company; the platform operator (PRODUCT.md) is the one exception. */
export type Role = 'talent' | 'company' | 'operator'

/**
 * What the page keeps about the signed-in user (§4). The token is an httpOnly cookie the page cannot read, so
 * this is only a hint: every navigation checks it with the API before trusting it.
 */
export interface Session {
  role: Role
  subscriptionName: string | null
}

/** Messages the sign-in page can show once; the value is a key of the `errors` catalog. */
export type SessionNotice = 'not_authenticated'

/** Reads any role the API answers with: Talent stays Talent, everyone else is Company (§6). */
export function toRole(value: string): Role {
  const role = value.trim().toLowerCase()
  if (role === 'operator') return 'operator'
  return role === 'talent' ? 'talent' : 'company'
}

/** Reads a stored session; anything malformed counts as no session. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { role, subscriptionName } = value as Record<string, unknown>
  if (typeof role !== 'string' || role.trim() === '') return null
  if (subscriptionName !== null && subscriptionName !== undefined && typeof subscriptionName !== 'string') return null
  return { role: toRole(role), subscriptionName: subscriptionName ?? null }
}

export function readSession(store: KeyValueStore | undefined = getLocalStore()): Session | null {
  return parseSession(readItem(store, STORAGE_KEYS.session))
}

/** Keeps role and subscription name after sign-in, activation or Google sign-in (§4). */
export function saveSession(session: Session, store: KeyValueStore | undefined = getLocalStore()): void {
  writeItem(store, STORAGE_KEYS.session, JSON.stringify(session))
}

/** §4: the subscription counts as demo when the user is not Talent and the subscription is empty or Demo. */
export function isDemoSubscription(session: Session | null): boolean {
  if (!session || session.role === 'talent') return false
  const name = session.subscriptionName?.trim() ?? ''
  return name === '' || name.toLowerCase() === 'demo'
}

/** §7: the call that proves a stored session is still good, per role. */
export function getSessionCheckPath(role: Role): string {
  if (role === 'operator') return '/operator/account'
  return role === 'talent' ? '/profile' : '/companies/company'
}

export interface PurgeTargets {
  local?: KeyValueStore
  tab?: KeyValueStore
  cache?: Pick<QueryClient, 'clear'>
}

/**
 * §4, §8: a failed session check purges all data. Every `sentinela.*` key goes except the language choice, cached
 * server data is dropped, and the sign-in page is told to say "Not authenticated" once.
 */
export function purgeSession({
  local = getLocalStore(),
  tab = getTabStore(),
  cache = queryClient,
}: PurgeTargets = {}): void {
  for (const store of [local, tab]) {
    for (const key of listKeys(store, STORAGE_PREFIX)) {
      if (key !== STORAGE_KEYS.language) removeItem(store, key)
    }
  }
  cache.clear()
  const notice: SessionNotice = 'not_authenticated'
  writeItem(tab, STORAGE_KEYS.notice, notice)
}

/** Returns the one-shot notice left by a purge and forgets it, so it shows once. */
export function takeSessionNotice(tab: KeyValueStore | undefined = getTabStore()): SessionNotice | null {
  const notice = readItem(tab, STORAGE_KEYS.notice)
  removeItem(tab, STORAGE_KEYS.notice)
  return notice === 'not_authenticated' ? notice : null
}

/**
 * The session part of the check endpoints' answer (`{ data: { session: { role, subscriptionName } } }`), so the
 * locally kept copy follows changes made elsewhere (a new subscription, §4). Undefined when the answer has none.
 */
export function readSessionAnswer(answer: unknown): Session | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined
  const data = (answer as { data?: unknown }).data
  if (typeof data !== 'object' || data === null) return undefined
  const session = (data as { session?: unknown }).session
  return parseSession(session === undefined ? null : JSON.stringify(session)) ?? undefined
}

export interface VerifySessionOptions {
  signal?: AbortSignal
  get?: (path: string, options: { signal?: AbortSignal }) => Promise<unknown>
  save?: (session: Session) => void
  purge?: () => void
}

/**
 * Asks the API whether the stored session still holds (§2: before every navigation) and answers the session as the
 * API now sees it, kept up to date locally. Any failure purges it and answers null. A check cancelled because the
 * person navigated on is not a failure: it rethrows untouched.
 */
export async function verifySession(
  session: Session,
  {
    signal,
    get = (path, options) => api.get(path, options),
    save = (fresh) => saveSession(fresh),
    purge = purgeSession,
  }: VerifySessionOptions = {},
): Promise<Session | null> {
  let answer: unknown
  try {
    answer = await get(getSessionCheckPath(session.role), { signal })
  } catch (error) {
    if (signal?.aborted) throw error
    // No answer at all (offline, or the page unloading mid-request) is not a failed check: the API never said no,
    // so the person stays signed in and the next navigation checks again.
    if (error instanceof ApiError && error.status === 0) return session
    purge()
    return null
  }
  const fresh = readSessionAnswer(answer) ?? session
  if (fresh.role !== session.role || fresh.subscriptionName !== session.subscriptionName) save(fresh)
  return fresh
}
