import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateJobAlert, JobAlert, JobAlertFilters } from '@sentinela/shared/schemas/job-alerts'
import type { JobSearchInput } from '@sentinela/shared/schemas/jobs'
import { api } from './api-client'

/** Query keys of the talent's job alerts (#20): shared by the job search's "Save as alert" and the campaigns screen. */
export const JOB_ALERTS_KEY = ['job-alerts'] as const

/** A job search's filters as an alert keeps them: order and paging are not part of an alert. */
export function alertFiltersOf(search: JobSearchInput): JobAlertFilters {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = search
  return filters as JobAlertFilters
}

/** POST /talent/jobAlerts. */
export const createJobAlert = (input: CreateJobAlert) =>
  api.post<{ data: JobAlert }>('/talent/jobAlerts', input).then((body) => body.data)

export const useCreateJobAlert = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createJobAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }),
  })
}
