import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TalentDocument } from '@sentinela/shared/schemas/resume'
import { api } from '../../../lib/api-client'
import { RESUME_KEYS } from './query-keys'

/** POST /profile/certifications/{id}/proof: a PDF or PNG/JPEG proof, replacing the certification's previous one. */
export const uploadCertificationProof = ({ certificationId, file }: { certificationId: number; file: File }) => {
  const body = new FormData()
  body.append('file', file)
  return api
    .post<{ data: TalentDocument }>(`/profile/certifications/${certificationId}/proof`, body)
    .then((answer) => answer.data)
}

export const useUploadCertificationProof = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadCertificationProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESUME_KEYS.documents }),
  })
}
