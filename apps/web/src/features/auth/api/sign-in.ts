import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { SignInResponseSchema, SignInSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type SignInInput = z.input<typeof SignInSchema>
export type SignedIn = z.infer<typeof SignInResponseSchema>

/** POST /authentication/login (§7): the session cookie arrives with the answer; the token in the body is not kept. */
export const signIn = (input: SignInInput) =>
  api.post<{ data: SignedIn }>('/authentication/login', input).then((answer) => answer.data)

export const useSignIn = () => useMutation({ mutationFn: signIn })
