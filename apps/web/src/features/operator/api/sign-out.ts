import { api } from '../../../lib/api-client'
import { purgeSession } from '../../../lib/session'

/** POST /authentication/logout, then the browser forgets the session. */
export async function signOut() {
  try {
    await api.post('/authentication/logout')
  } finally {
    purgeSession()
  }
}
