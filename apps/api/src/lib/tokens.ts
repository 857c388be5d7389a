import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A random, URL-safe secret: session tokens, e-mailed links, CSRF tokens (256 bits). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * Tokens are stored as SHA-256 hashes: they are long random values, so a fast hash is enough and a database leak
 * yields nothing usable (PRODUCT.md: sessions stored hashed).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * True when an `Authorization: Bearer …` header carries the expected secret (METRICS_TOKEN). Both are hashed first, so
 * the comparison takes the same time whatever their lengths and wherever they differ.
 */
export function bearerMatches(authorization: string | undefined, expected: string | undefined): boolean {
  if (!expected || !authorization?.startsWith('Bearer ')) return false
  return safeEqual(hashToken(authorization.slice(7).trim()), hashToken(expected))
}
