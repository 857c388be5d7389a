import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Webinar } from '@sentinela/shared/schemas/content'
import { api } from '../../../lib/api-client'
import { WEBINARS_QUERY_KEY } from './list-webinars'

/** POST /webinars/{id}/attend: the talent registers, once. */
export const attendWebinar = async (id: number): Promise<Webinar> =>
  (await api.post<{ data: Webinar }>(`/webinars/${id}/attend`)).data

export const useAttendWebinar = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: attendWebinar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBINARS_QUERY_KEY }),
  })
}

/** The session's calendar file (RFC 5545), served by the API. */
export const calendarUrl = (id: number) => `/api/webinars/${id}/calendar.ics`
