import { useQuery } from '@tanstack/react-query'
import type { TrainingCourse } from '@sentinela/shared/schemas/learning'
import { api } from '../../../lib/api-client'
import { LEARNING_QUERY_KEY } from './query-keys'

/** GET /marketplace/items/training_courses/{id}: one module. */
export const getTrainingCourse = (courseId: number, signal?: AbortSignal) =>
  api
    .get<{ data: TrainingCourse }>(`/marketplace/items/training_courses/${courseId}`, { signal })
    .then((body) => body.data)

export const useTrainingCourse = (courseId: number | undefined) =>
  useQuery({
    queryKey: [...LEARNING_QUERY_KEY, 'course', courseId],
    queryFn: ({ signal }) => getTrainingCourse(courseId!, signal),
    enabled: courseId !== undefined,
  })
