import { useMutation } from '@tanstack/react-query'
import type { InterviewAnswerInput, InterviewScore } from '@sentinela/shared/schemas/ai'
import { api } from '../../../lib/api-client'

/** POST /agents/interviewPractice/score: an answer scored against the role's knowledge and skill statements. */
export const scoreInterviewAnswer = (input: InterviewAnswerInput) =>
  api.post<{ data: InterviewScore }>('/agents/interviewPractice/score', input).then((answer) => answer.data)

export const useScoreInterviewAnswer = () => useMutation({ mutationFn: scoreInterviewAnswer })
