import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ImprovedDescription, ImproveJobDescriptionSchema } from '@sentinela/shared/schemas/jobs'
import { api } from './api-client'

export type ImproveDescriptionInput = z.input<typeof ImproveJobDescriptionSchema>

/** POST /sentinelaAI/ImproveJobDescription: a proposal for the company to review; nothing is replaced by itself. */
export const improveDescription = (input: ImproveDescriptionInput) =>
  api.post<{ data: ImprovedDescription }>('/sentinelaAI/ImproveJobDescription', input).then((answer) => answer.data)

export const useImproveDescription = () => useMutation({ mutationFn: improveDescription })
