import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorCode } from '@sentinela/shared/errors'
import type { Profile, ProfileInput } from '@sentinela/shared/schemas/profile'
import type { ConflictState } from '../../../components/ui/conflict-alert'
import { ApiError } from '../../../lib/api-client'
import { getProfileQueryOptions, PROFILE_QUERY_KEY } from '../api/get-profile'
import { useUpdateProfile } from '../api/update-profile'
import { toProfileInput } from '../utils/profile-input'

export interface SaveProfile {
  /**
   * Saves the whole profile (§4) as last read, with this section's change applied. Answers the saved profile;
   * throws the ApiError otherwise (a 409 also moves `conflict` to `stale`).
   */
  save: (change: (input: ProfileInput) => ProfileInput) => Promise<Profile>
  isSaving: boolean
  conflict: ConflictState
  /** Loads the latest profile after a conflict and answers it, so the section can put the person's edit on top. */
  reload: () => Promise<Profile>
  isReloading: boolean
}

export function isVersionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ErrorCode.PROFILE_VERSION_CONFLICT
}

/** One section's save of the whole profile, with the stale-save handling every section shares. */
export function useSaveProfile(): SaveProfile {
  const queryClient = useQueryClient()
  const update = useUpdateProfile()
  const [conflict, setConflict] = useState<ConflictState>({ status: 'none' })
  const [isReloading, setReloading] = useState(false)

  const save = async (change: (input: ProfileInput) => ProfileInput) => {
    const profile = await queryClient.ensureQueryData(getProfileQueryOptions())
    try {
      const saved = await update.mutateAsync(change(toProfileInput(profile)))
      setConflict({ status: 'none' })
      return saved
    } catch (error) {
      if (isVersionConflict(error)) setConflict({ status: 'stale', message: error.message })
      throw error
    }
  }

  const reload = async () => {
    setReloading(true)
    try {
      await queryClient.refetchQueries({ queryKey: PROFILE_QUERY_KEY, exact: true }, { throwOnError: true })
      const latest = queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY)
      if (!latest) throw new Error('The profile could not be loaded')
      setConflict({ status: 'reloaded' })
      return latest
    } finally {
      setReloading(false)
    }
  }

  return { save, isSaving: update.isPending, conflict, reload, isReloading }
}
