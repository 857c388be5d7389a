import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { RecoverPasswordSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type RecoverPasswordInput = z.input<typeof RecoverPasswordSchema>

/**
 * POST /password/recover: e-mails a reset link. The API answers 202 whether or not the address has an account, so
 * the page never tells which addresses exist.
 */
export const recoverPassword = (input: RecoverPasswordInput) => api.post<unknown>('/password/recover', input)

export const useRecoverPassword = () => useMutation({ mutationFn: recoverPassword })
