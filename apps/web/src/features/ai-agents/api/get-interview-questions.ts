import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { InterviewQuestions, InterviewQuestionsRequestSchema } from '@sentinela/shared/schemas/ai'
import { api } from '../../../lib/api-client'

export type InterviewQuestionsRequest = z.input<typeof InterviewQuestionsRequestSchema>

/** POST /agents/interviewPractice/questions: questions drawn from the role's task statements. */
export const getInterviewQuestions = (input: InterviewQuestionsRequest) =>
  api.post<{ data: InterviewQuestions }>('/agents/interviewPractice/questions', input).then((answer) => answer.data)

export const useInterviewQuestions = () => useMutation({ mutationFn: getInterviewQuestions })
