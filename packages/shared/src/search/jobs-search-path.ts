import type { JobAlertFilters } from '../schemas/job-alerts'

/**
 * The /jobs address of an alert's search, newest first, in the job search's own query names (the names /jobs keeps
 * in the address), so "See matching jobs" opens the very search the alert runs.
 */
export function jobsSearchPath(filters: JobAlertFilters): string {
  const params = new URLSearchParams()
  if (filters.text) params.set('q', filters.text)
  if (filters.country) params.set('country', filters.country)
  if (filters.city) params.set('city', filters.city)
  for (const modality of filters.modality ?? []) params.append('modality', modality)
  for (const type of filters.employmentType ?? []) params.append('type', String(type))
  if (filters.industry) params.set('industry', filters.industry)
  if (filters.educationLevel !== undefined) params.set('education', String(filters.educationLevel))
  if (filters.clearanceRequired !== undefined) {
    params.set('clearance', filters.clearanceRequired ? 'required' : 'not_required')
  }
  if (filters.salaryFrom !== undefined) params.set('salary', String(filters.salaryFrom))
  if (filters.datePosted) params.set('posted', filters.datePosted)
  if (filters.workRoleCode) params.set('role', filters.workRoleCode)
  params.set('sort', 'newest')
  return `/jobs?${params.toString()}`
}
