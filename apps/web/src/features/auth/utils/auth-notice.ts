import { STORAGE_PREFIX, getTabStore, readItem, removeItem, writeItem, type KeyValueStore } from '../../../lib/storage'

/** Good news the sign-in page shows once, after the person was sent there: a reset password. */
export type AuthNotice = 'password_reset'

/** Under the app's prefix, so a session purge clears it with everything else. */
const AUTH_NOTICE_KEY = `${STORAGE_PREFIX}auth-notice`
const NOTICES: readonly AuthNotice[] = ['password_reset']

export function leaveAuthNotice(notice: AuthNotice, tab: KeyValueStore | undefined = getTabStore()): void {
  writeItem(tab, AUTH_NOTICE_KEY, notice)
}

/** Returns the notice and forgets it, so a reload does not show it again. */
export function takeAuthNotice(tab: KeyValueStore | undefined = getTabStore()): AuthNotice | null {
  const notice = readItem(tab, AUTH_NOTICE_KEY)
  removeItem(tab, AUTH_NOTICE_KEY)
  return NOTICES.find((known) => known === notice) ?? null
}
