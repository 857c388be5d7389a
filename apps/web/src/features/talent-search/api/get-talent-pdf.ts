import { buildUrl } from '../../../lib/api-client'

/**
 * GET /talent/{id}/pdf: the talent's profile as a PDF, sent as an attachment. A plain link downloads it with the
 * session cookie, so the browser saves the file under the name the API gives it.
 */
export const talentPdfUrl = (talentId: number) => buildUrl(`/talent/${talentId}/pdf`)
