import { customType, timestamp } from 'drizzle-orm/pg-core'

/** PostgreSQL full-text vector; always a generated column, never written by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

/** `created_at` and `updated_at` with time zone, on every table (STYLE.md §5). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}
