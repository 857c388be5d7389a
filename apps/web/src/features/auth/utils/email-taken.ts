/** §5, §8: the registration answers that name the e-mail address, whose message goes on the e-mail field. */
export const EMAIL_TAKEN_CODES: ReadonlySet<string> = new Set(['email_already_registered', 'email_belongs_to_company'])
