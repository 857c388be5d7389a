import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WebinarList } from '@sentinela/shared/schemas/content'
import { api } from '../../../lib/api-client'

export const WEBINARS_QUERY_KEY = ['content', 'webinars'] as const

/** GET /webinars: Sentinela Sessions, upcoming and past, with the signed-in talent's registrations. */
export const listWebinars = async (): Promise<WebinarList> => (await api.get<{ data: WebinarList }>('/webinars')).data

export const webinarsQueryOptions = () => queryOptions({ queryKey: WEBINARS_QUERY_KEY, queryFn: listWebinars })

export const useWebinars = () => useQuery(webinarsQueryOptions())
