import type { AiSearchFilters, AiSearchGroup } from '@sentinela/shared/schemas/ai'
import { pathOf } from '../../../config/paths'

/** Where a hit opens: the job's page, the training's page, the path's page (from the one route table). */
export const jobPath = (id: number) => pathOf('job_detail').replace(':id', String(id))
export const trainingPath = (id: number) => `${pathOf('training')}?id=${id}`
export const careerPath = (id: number) => `${pathOf('career_details')}?id=${id}`

function withParams(path: string, params: URLSearchParams): string {
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/**
 * "See all": the group's own search screen, with what of the understood question it can take (each screen's address
 * parameters: jobs `q role modality country city clearance`, trainings `text language`, talent `q role country
 * clearance`; the career paths list keeps nothing in its address).
 */
export function seeAllPath(group: AiSearchGroup, understood: AiSearchFilters): string {
  const params = new URLSearchParams()
  const words = understood.words.join(' ').trim()
  const role = understood.workRoleCodes[0]
  if (group === 'jobs') {
    if (words) params.set('q', words)
    if (role) params.set('role', role)
    for (const modality of understood.modality) params.append('modality', modality)
    if (understood.country) params.set('country', understood.country)
    if (understood.city) params.set('city', understood.city)
    if (understood.clearanceRequired !== undefined) {
      params.set('clearance', understood.clearanceRequired ? 'required' : 'not_required')
    }
    return withParams(pathOf('jobs'), params)
  }
  if (group === 'trainings') {
    if (words) params.set('text', words)
    if (understood.trainingLanguage) params.set('language', understood.trainingLanguage)
    return withParams(pathOf('trainings'), params)
  }
  if (group === 'talents') {
    if (words) params.set('q', words)
    if (role) params.set('role', role)
    if (understood.country) params.set('country', understood.country)
    if (understood.clearanceRequired !== undefined) {
      params.set('clearance', understood.clearanceRequired ? 'with' : 'without')
    }
    return withParams(pathOf('company_account_talent_search'), params)
  }
  return pathOf('career_path')
}
