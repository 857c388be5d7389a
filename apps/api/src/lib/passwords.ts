import argon2 from 'argon2'

/** argon2id with the library defaults (64 MiB, 3 passes, 4 lanes): OWASP's recommended profile or stronger. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password. With no stored hash (unknown e-mail, provider-only account) it still spends the same time
 * on a dummy hash, so the answer's timing does not reveal whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-Aa1!')
    await argon2.verify(await dummyHash, password)
    return false
  }
  try {
    return await argon2.verify(storedHash, password)
  } catch {
    return false
  }
}
