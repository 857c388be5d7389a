import { useQuery } from '@tanstack/react-query'
import type { EntryLevelJob } from '@sentinela/shared/schemas/content'
import { api } from '../../../lib/api-client'

/** GET /content/entryLevelJobs: the beginner path's jobs (PRODUCT.md "Content"). */
export const listEntryLevelJobs = async (): Promise<EntryLevelJob[]> =>
  (await api.get<{ data: EntryLevelJob[] }>('/content/entryLevelJobs')).data

export const useEntryLevelJobs = () =>
  useQuery({ queryKey: ['content', 'entry-level-jobs'], queryFn: listEntryLevelJobs })
