import { describe, expect, it } from 'vitest'
import { renderEmail } from './email.templates'

describe('renderEmail', () => {
  it('renders the activation e-mail in the recipient language with its link', () => {
    const email = renderEmail('es', 'activation', {
      firstName: 'Lucía',
      actionUrl: 'https://app.example.com/account/confirm_account/?token=abc',
      params: { hours: 48 },
    })
    expect(email.subject).toBe('Activa tu cuenta de Sentinela')
    expect(email.text).toContain('Hola, Lucía:')
    expect(email.text).toContain('48 horas')
    expect(email.text).toContain('https://app.example.com/account/confirm_account/?token=abc')
    expect(email.html).toContain('lang="es"')
    expect(email.html).toContain('href="https://app.example.com/account/confirm_account/?token=abc"')
  })

  it('escapes what users typed in the HTML', () => {
    const email = renderEmail('en', 'account_deleted', { firstName: '<script>alert(1)</script>' })
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;')
    expect(email.text).not.toContain('If you did not ask')
  })
})
