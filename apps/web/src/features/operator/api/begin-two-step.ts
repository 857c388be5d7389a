import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface TwoStepSetup {
  secret: string
  otpauthUri: string
  qrCodeDataUrl: string
}

/** POST /users/twoStep/setup: a new secret, active once a code from it is confirmed. */
export const beginTwoStep = async (): Promise<TwoStepSetup> =>
  (await api.post<{ data: TwoStepSetup }>('/users/twoStep/setup')).data

export const useBeginTwoStep = () => useMutation({ mutationFn: beginTwoStep })
