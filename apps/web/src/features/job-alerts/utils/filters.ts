import type { JobAlertFilters } from '@sentinela/shared/schemas/job-alerts'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The alert's filters as short labels ("“incident”", "Remote", "City: Santiago"), in the reader's language. */
export function describeFilters(filters: JobAlertFilters, t: Translate): string[] {
  const labels: string[] = []
  if (filters.text) labels.push(t('alerts:filter.text', { value: filters.text }))
  if (filters.country) labels.push(t('alerts:filter.country', { value: filters.country }))
  if (filters.city) labels.push(t('alerts:filter.city', { value: filters.city }))
  for (const modality of filters.modality ?? []) labels.push(t(`options:modality.${modality}`))
  for (const type of filters.employmentType ?? []) labels.push(t(`options:employment_type.${type}`))
  if (filters.industry)
    labels.push(t('alerts:filter.industry', { value: t(`master-data:industry.${filters.industry}`) }))
  if (filters.educationLevel !== undefined) {
    labels.push(t('alerts:filter.education', { value: t(`options:education_level.${filters.educationLevel}`) }))
  }
  if (filters.clearanceRequired !== undefined) {
    labels.push(
      t(filters.clearanceRequired ? 'alerts:filter.clearance_required' : 'alerts:filter.clearance_not_required'),
    )
  }
  if (filters.salaryFrom !== undefined) labels.push(t('alerts:filter.salary_from', { value: filters.salaryFrom }))
  if (filters.datePosted) labels.push(t(`options:date_filter.${filters.datePosted}`))
  if (filters.workRoleCode) labels.push(t('alerts:filter.work_role', { value: filters.workRoleCode }))
  return labels
}
