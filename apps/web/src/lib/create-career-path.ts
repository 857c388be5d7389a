import type { CreateCareerPathInput } from '@sentinela/shared/schemas/careers'
import { api } from './api-client'

/** Every careers query lives under this key, so a new path refreshes them all (features/careers reads under it). */
export const CAREERS_QUERY_KEY = ['careers'] as const

/**
 * POST /marketplace/createCareerPath: the caller's own path, or their company's. The careers screens and the career
 * coach's "Save as my career path" (#18) both create paths through this one call. Answers the new path's id.
 */
export const createCareerPath = (input: CreateCareerPathInput) =>
  api.post<{ data: { careerId: number } }>('/marketplace/createCareerPath', input).then(({ data }) => data.careerId)

/** `/career/details?id=42`: a path's own page. */
export const careerDetailsPath = (careerId: number) => `/career/details?id=${careerId}`
