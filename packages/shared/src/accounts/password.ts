/** PRODUCT.md: at least 12 characters with lower case, upper case, a digit and a symbol. */
export const PASSWORD_MIN_LENGTH = 12
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128

/** The five checks of the password meter, in the order it shows them. */
export const PASSWORD_CHECKS = ['length', 'lowercase', 'uppercase', 'digit', 'symbol'] as const
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number]

export function checkPassword(password: string): Record<PasswordCheck, boolean> {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    // Anything that is not a letter, digit or space counts as a symbol.
    symbol: /[^\p{L}\p{N}\s]/u.test(password),
  }
}

export function isStrongPassword(password: string): boolean {
  return Object.values(checkPassword(password)).every(Boolean)
}
