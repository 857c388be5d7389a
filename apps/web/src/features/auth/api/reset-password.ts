import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ResetPasswordSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>

/** POST /password/reset: sets a new password from the e-mailed link; it also unblocks a blocked account (§4). */
export const resetPassword = (input: ResetPasswordInput) => api.post<unknown>('/password/reset', input)

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
