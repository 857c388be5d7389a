import { z } from 'zod'
import { IdParamSchema } from './common'

/** #20 Connections and messages (decision 017). */

/** Longest message, the same as a contact or application message. */
export const MESSAGE_BODY_MAX = 2000
/** Messages one user may send in threads per window; contacts keep their own hourly limit. */
export const MESSAGE_REPLY_RATE_LIMIT = 30
export const MESSAGE_REPLY_RATE_WINDOW = '10 minutes'
/** Messages a thread shows at once: the newest, or one page of older ones. */
export const THREAD_MESSAGES_MAX = 200

export const MESSAGE_KINDS = ['message', 'contact', 'application', 'status_note'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** Why a company is in a talent's connections. */
export const CONNECTION_REASONS = ['team', 'applied', 'contacted', 'messages'] as const
export type ConnectionReason = (typeof CONNECTION_REASONS)[number]

export const SendMessageSchema = z.strictObject({
  body: z.string().trim().min(1, 'required').max(MESSAGE_BODY_MAX, 'too_long'),
})
export type SendMessage = z.infer<typeof SendMessageSchema>

export const MessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** Who wrote it: the talent, or a user of the company (the name is shown). */
  fromTalent: z.boolean(),
  senderName: z.string(),
  /** True when the caller's side wrote it. */
  mine: z.boolean(),
  position: z.object({ id: z.number().int(), jobTitle: z.string() }).nullable(),
  createdAt: z.string(),
})
export type Message = z.infer<typeof MessageSchema>

/** One thread as either of its two parties reads it. */
export const ThreadSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() }),
  talent: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  blocked: z.boolean(),
  /** Whether the caller may write now (not blocked). */
  canWrite: z.boolean(),
  unread: z.number().int(),
  lastMessageAt: z.string(),
  messages: z.array(MessageSchema),
  /** Older messages exist beyond these: ask again with `before` set to the first message's id. */
  hasOlder: z.boolean(),
})
export type Thread = z.infer<typeof ThreadSchema>

/**
 * GET /messages/threads/{id}: without `before`, the newest THREAD_MESSAGES_MAX messages; with it (a message of the
 * thread), the page of messages just older than that one.
 */
export const ThreadQuerySchema = z.object({ before: IdParamSchema.optional() })
export type ThreadQuery = z.input<typeof ThreadQuerySchema>

export const ThreadSummarySchema = z.object({
  id: z.number().int(),
  talent: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  blocked: z.boolean(),
  unread: z.number().int(),
  lastMessageAt: z.string(),
  lastMessage: z.string().nullable(),
})
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>

/** A company in a talent's connections, with the thread when there is one. */
export const ConnectionSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() }),
  reasons: z.array(z.enum(CONNECTION_REASONS)),
  /** Jobs of the company the talent applied to or was contacted about. */
  positions: z.array(z.object({ id: z.number().int(), jobTitle: z.string() })),
  thread: z
    .object({
      id: z.number().int(),
      unread: z.number().int(),
      lastMessageAt: z.string(),
      lastMessage: z.string().nullable(),
    })
    .nullable(),
  blocked: z.boolean(),
})
export type Connection = z.infer<typeof ConnectionSchema>

export const UnreadSchema = z.object({ unread: z.number().int().nonnegative() })

export const MessagePreferencesSchema = z.strictObject({ emailOnMessage: z.boolean() })
export type MessagePreferences = z.infer<typeof MessagePreferencesSchema>
