import { queryOptions, useQuery } from '@tanstack/react-query'
import type { JobAlert } from '@sentinela/shared/schemas/job-alerts'
import { api } from '../../../lib/api-client'
import { JOB_ALERTS_KEY } from '../../../lib/job-alerts'

/** GET /talent/jobAlerts: the talent's alerts, oldest first. */
export const listJobAlerts = () => api.get<{ data: JobAlert[] }>('/talent/jobAlerts').then((body) => body.data)

export const listJobAlertsQueryOptions = () => queryOptions({ queryKey: JOB_ALERTS_KEY, queryFn: listJobAlerts })

export const useJobAlerts = () => useQuery(listJobAlertsQueryOptions())
