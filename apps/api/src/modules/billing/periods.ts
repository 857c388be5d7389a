import type { BillingInterval } from '@sentinela/shared/schemas/billing'

/** `count` billing periods after `date`: calendar months or years (UTC). */
export function addPeriods(date: Date, interval: BillingInterval, count: number) {
  const next = new Date(date)
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + count)
  else next.setUTCMonth(next.getUTCMonth() + count)
  return next
}

/** The end of a period that starts at `start`: one calendar month or year later (UTC). */
export const periodEndFrom = (start: Date, interval: BillingInterval) => addPeriods(start, interval, 1)

/** Our invoice number, SEN-YYYY-NNNNNN: the year it was issued and the invoice row's id. */
export const invoiceNumber = (issuedAt: Date, id: number) =>
  `SEN-${issuedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`
