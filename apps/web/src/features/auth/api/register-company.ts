import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { RegisteredSchema, RegisterCompanySchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type RegisterCompanyInput = z.input<typeof RegisterCompanySchema>

/** POST /companies: a company signs up with its main admin (§6); the API e-mails the activation link. */
export const registerCompany = (input: RegisterCompanyInput) =>
  api.post<{ data: z.infer<typeof RegisteredSchema> }>('/companies', input).then((answer) => answer.data)

export const useRegisterCompany = () => useMutation({ mutationFn: registerCompany })
