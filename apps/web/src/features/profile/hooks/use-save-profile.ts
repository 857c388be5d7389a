import type { UseFormReturnType } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import type { Profile, ProfileInput } from '@sentinela/shared/schemas/profile'
import type { ConflictState } from '../../../components/ui/conflict-alert'
import { useVersionedSave } from '../../../hooks/use-versioned-save'
import { ApiError } from '../../../lib/api-client'
import { getProfileQueryOptions, PROFILE_QUERY_KEY } from '../../../lib/get-profile'
import { useUpdateProfile } from '../api/update-profile'
import { toProfileInput } from '../utils/profile-input'

export interface SaveProfile<Values = never> {
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
  /** What a refused save means to the person; true when some issue went on a field (see useVersionedSave). */
  showError: (error: unknown, values: Values) => boolean
}

/**
 * A section whose edit is a Mantine form: saves show what was saved, a reload keeps the person's changes, and a
 * refused save's issues go on the fields `fieldFor` names.
 */
export interface ProfileSectionForm<Values> {
  form: UseFormReturnType<Values>
  toValues: (profile: Profile) => Values
  fieldFor: (path: string, values: Values) => string | undefined
  notifyError: (message: string) => void
}

export function isVersionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'profile_version_conflict'
}

/** One section's save of the whole profile, with the stale-save handling every versioned screen shares. */
export function useSaveProfile<Values extends object = never>(
  section?: ProfileSectionForm<Values>,
): SaveProfile<Values> {
  const queryClient = useQueryClient()
  const update = useUpdateProfile()
  const saving = useVersionedSave<Profile, Values>({
    conflictCode: 'profile_version_conflict',
    loadLatest: async () => {
      await queryClient.refetchQueries({ queryKey: PROFILE_QUERY_KEY, exact: true }, { throwOnError: true })
      return queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY)
    },
    ...section,
  })

  // The save is based on the whole profile as last read (other sections' saves included), so on its version too.
  const save = (change: (input: ProfileInput) => ProfileInput) =>
    saving.save(async () => {
      const profile = await queryClient.ensureQueryData(getProfileQueryOptions())
      return update.mutateAsync(change(toProfileInput(profile)))
    })

  const reload = async () => {
    const latest = await saving.reload()
    if (!latest) throw new Error('The profile could not be loaded')
    return latest
  }

  return {
    save,
    isSaving: update.isPending,
    conflict: saving.conflict,
    reload,
    isReloading: saving.isReloading,
    showError: saving.showError,
  }
}
