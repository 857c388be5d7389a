import { useMutation } from '@tanstack/react-query'
import type { NominationInput, NominationResult } from '@sentinela/shared/schemas/awards'
import { api } from '../../../lib/api-client'

/**
 * POST /talent/saveNominated: multipart, the `nomination` JSON first and then the `proof` file, so the API can check
 * the nomination before it reads the file.
 */
export const nominateTeacher = ({ nomination, proof }: { nomination: NominationInput; proof: File }) => {
  const body = new FormData()
  body.append('nomination', JSON.stringify(nomination))
  body.append('proof', proof)
  return api.post<{ data: NominationResult }>('/talent/saveNominated', body).then((answer) => answer.data)
}

// A pending nomination is listed nowhere but the back office: nothing on the page needs to come again.
export const useNominateTeacher = () => useMutation({ mutationFn: nominateTeacher })
