import { ErrorCode } from '@sentinela/shared/errors'

/** §5, §8: the registration answers that name the e-mail address, whose message goes on the e-mail field. */
export const EMAIL_TAKEN_CODES: ReadonlySet<string> = new Set([
  ErrorCode.EMAIL_ALREADY_REGISTERED,
  ErrorCode.EMAIL_BELONGS_TO_COMPANY,
])
