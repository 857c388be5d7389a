import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { RegisteredSchema, RegisterTalentSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type RegisterTalentInput = z.input<typeof RegisterTalentSchema>
export type Registered = z.infer<typeof RegisteredSchema>

/** POST /users: a talent signs up; the API e-mails the activation link. */
export const registerTalent = (input: RegisterTalentInput) =>
  api.post<{ data: Registered }>('/users', input).then((answer) => answer.data)

export const useRegisterTalent = () => useMutation({ mutationFn: registerTalent })
