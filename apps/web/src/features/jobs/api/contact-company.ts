import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /positions/{id}/contact: a talent writes to the company behind a job (§2 contact-company action). */
export const contactCompany = ({ positionId, message }: { positionId: number; message: string }) =>
  api.post<unknown>(`/positions/${positionId}/contact`, { message })

export const useContactCompany = () => useMutation({ mutationFn: contactCompany })
