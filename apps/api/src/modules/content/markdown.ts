import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/** One parser for the app, with no extensions: CommonMark and GitHub tables, nothing that runs code. */
const marked = new Marked({ gfm: true, breaks: false, async: false })

/**
 * What a post's HTML may hold: text structure, links and images over http(s). No script, style, iframe, form or
 * event attribute survives, whatever the Markdown held as raw HTML (it is escaped before parsing).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
}
ALLOWED.allowedAttributes = { ...ALLOWED.allowedAttributes, a: ['href', 'title', 'rel', 'target'] }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * A post's Markdown as safe HTML. Raw HTML in the Markdown is shown as text, never passed through (the lexer's
 * `html` tokens are rendered escaped), and the result is sanitised again against the list above.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, {
    async: false,
    renderer: Object.assign(new marked.Renderer(), {
      html: ({ text }: { text: string }) => escapeHtml(text),
    }),
  }) as string
  return sanitizeHtml(html, ALLOWED)
}

/** The first words of a post as plain text (lists, the feed's description). */
export function summarize(markdown: string, length = 220): string {
  const text = sanitizeHtml(marked.parse(markdown, { async: false }) as string, {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`
}
