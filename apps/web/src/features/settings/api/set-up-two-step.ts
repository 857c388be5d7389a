import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { TwoStepSetupSchema } from '@sentinela/shared/schemas/accounts'
import { api } from '../../../lib/api-client'

export type TwoStepSetup = z.infer<typeof TwoStepSetupSchema>

/** Starts two-step set-up: a new secret (and its QR code) that is not active until a code from it is confirmed. */
export const setUpTwoStep = async (): Promise<TwoStepSetup> =>
  (await api.post<{ data: TwoStepSetup }>('/users/twoStep/setup')).data

export const useSetUpTwoStep = () => useMutation({ mutationFn: setUpTwoStep })
