import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedEmail {
  to: string
  subject: string
  text: string
  html: string
  language: string | undefined
}

/**
 * A real SMTP listener on a free local port: the app sends through nodemailer exactly as in production, and tests
 * read what arrived.
 */
export async function startSmtpServer() {
  const received: ReceivedEmail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            language: mail.headers.get('content-language')?.toString(),
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next e-mail to an address (optionally with a subject pattern) that arrived after `since`. */
    async waitFor(to: string, options: { subject?: RegExp; timeoutMs?: number } = {}): Promise<ReceivedEmail> {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000)
      for (;;) {
        const match = received.find(
          (email) => email.to === to.toLowerCase() && (!options.subject || options.subject.test(email.subject)),
        )
        if (match) {
          received.splice(received.indexOf(match), 1)
          return match
        }
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within the time limit`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The token of the first link in an e-mail (`?token=…`). */
export function tokenFrom(email: ReceivedEmail): string {
  const match = /[?&]token=([\w-]+)/.exec(email.text)
  if (!match) throw new Error(`No link with a token in: ${email.text}`)
  return match[1]!
}
