import type { Language } from '@sentinela/shared/i18n/languages'
import { translatorFor } from '../../lib/i18n'

/** Each template is a section of the `emails` catalog: subject, body, and an action when the e-mail has a link. */
export type EmailTemplate =
  | 'activation'
  | 'password_reset'
  | 'email_recovery'
  | 'email_change_confirm'
  | 'email_change_notice'
  | 'email_changed'
  | 'account_locked'
  | 'account_deleted'
  | 'company_contacted_talent'
  | 'talent_contacted_company'
  | 'message_received'
  | 'application_status_changed'
  | 'team_invitation'
  | 'team_member_left'
  | 'team_member_removed'
  | 'operator_invitation'
  | 'webinar_reminder'
  | 'career_recommended'
  | 'career_assigned'
  | 'award_nomination'
  | 'subscription_renewal_reminder'
  | 'subscription_payment_failed'
  | 'subscription_ended'
  | 'job_alert_digest'
  | 'data_export_ready'

export interface EmailContent {
  firstName: string
  /** Absolute URL of the button, when the template has one. */
  actionUrl?: string
  params?: Record<string, string | number>
  /** A message a person typed, shown as written and set apart from the platform's own words. */
  quote?: string
  /** A list of links under the body (a job alert digest's jobs), each with an optional line of detail. */
  items?: { title: string; detail?: string; url: string }[]
  /** How many more items there are than listed: the template's `more` line (plural). */
  moreCount?: number
  /** A one-click unsubscribe page for this kind of e-mail: the template's `unsubscribe` line with the link. */
  unsubscribeUrl?: string
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/** E-mails about something that happened, not asked for by the reader: no "ignore this if it was not you" line. */
const NOTICES = new Set<EmailTemplate>([
  'company_contacted_talent',
  'talent_contacted_company',
  'message_received',
  'application_status_changed',
  'career_recommended',
  'career_assigned',
  'webinar_reminder',
  'award_nomination',
  'subscription_renewal_reminder',
  'subscription_payment_failed',
  'subscription_ended',
  'job_alert_digest',
])

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** Renders a template in the recipient's language, as plain text and as simple, client-safe HTML. */
export function renderEmail(language: Language, template: EmailTemplate, content: EmailContent): RenderedEmail {
  const t = translatorFor(language)
  const params = { ...content.params, firstName: content.firstName }
  const subject = t(`emails:${template}.subject`, params)
  const greeting = t('emails:layout.greeting', params)
  const body = t(`emails:${template}.body`, params)
  const action = content.actionUrl ? t(`emails:${template}.action`, params) : undefined
  const footer = t('emails:layout.footer')
  const ignore = content.actionUrl && !NOTICES.has(template) ? t('emails:layout.ignore') : undefined

  const quote = content.quote?.trim()
  const items = content.items ?? []
  const more = content.moreCount ? t(`emails:${template}.more`, { ...params, count: content.moreCount }) : undefined
  const unsubscribe = content.unsubscribeUrl ? t(`emails:${template}.unsubscribe`, params) : undefined
  const text = [
    greeting,
    body,
    items.length > 0 &&
      items
        .map((item) =>
          [`- ${item.title}`, item.detail && `  ${item.detail}`, `  ${item.url}`].filter(Boolean).join('\n'),
        )
        .join('\n'),
    more,
    quote &&
      quote
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
    action && `${action}: ${content.actionUrl}`,
    ignore,
    unsubscribe && `${unsubscribe}: ${content.unsubscribeUrl}`,
    `— ${footer}`,
  ]
    .filter(Boolean)
    .join('\n\n')

  const button =
    content.actionUrl && action
      ? `<p style="margin:28px 0"><a href="${escapeHtml(content.actionUrl)}" style="background:#1c4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(t('emails:layout.action_fallback'))}<br><a href="${escapeHtml(content.actionUrl)}" style="color:#1c4ed8;word-break:break-all">${escapeHtml(content.actionUrl)}</a></p>`
      : ''
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f6fa;font-family:Helvetica,Arial,sans-serif;color:#1a1f2e">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-size:20px;font-weight:700;color:#0b2a6f;margin:0 0 24px">Sentinela</p>
<p>${escapeHtml(greeting)}</p>
<p style="line-height:1.5">${escapeHtml(body)}</p>
${quote ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #1c4ed8;background:#f4f6fa;white-space:pre-wrap;line-height:1.5">${escapeHtml(quote)}</blockquote>` : ''}
${items.length > 0 ? `<ul style="padding-left:20px;line-height:1.5">${items.map((item) => `<li style="margin:0 0 10px"><a href="${escapeHtml(item.url)}" style="color:#1c4ed8;font-weight:600">${escapeHtml(item.title)}</a>${item.detail ? `<br><span style="color:#555;font-size:13px">${escapeHtml(item.detail)}</span>` : ''}</li>`).join('')}</ul>` : ''}
${more ? `<p>${escapeHtml(more)}</p>` : ''}
${button}
${ignore ? `<p style="color:#555;font-size:13px">${escapeHtml(ignore)}</p>` : ''}
${unsubscribe && content.unsubscribeUrl ? `<p style="color:#555;font-size:12px"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#555">${escapeHtml(unsubscribe)}</a></p>` : ''}
<p style="color:#888;font-size:12px;margin-top:32px">${escapeHtml(footer)}</p>
</div></body></html>`
  return { subject, text, html }
}
