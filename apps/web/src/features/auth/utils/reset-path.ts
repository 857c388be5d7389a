/** `/auth/reset/?token=…`: the page that sets a new password with an e-mailed (or expired-password) token. */
export function resetPasswordPath(token: string): string {
  return `/auth/reset/?token=${encodeURIComponent(token)}`
}
