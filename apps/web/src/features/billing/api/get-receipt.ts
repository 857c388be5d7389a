import { buildUrl } from '../../../lib/api-client'

/**
 * GET /subscription/invoices/{id}/receipt: the invoice's receipt as a PDF attachment. A plain link downloads it with
 * the session cookie, so the browser saves the file under the name the API gives it.
 */
export const receiptUrl = (invoiceId: number) => buildUrl(`/subscription/invoices/${invoiceId}/receipt`)
