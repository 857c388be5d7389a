import { lazy, Suspense } from 'react'
import type { SaveJobButtonProps } from './save-job-button'
import type { JobSearchInput } from '@sentinela/shared/schemas/jobs'

/**
 * The talent's own buttons on the job search and the job page ("Save job" with its tooltip, "Save as alert" with its
 * dialog): their code (Mantine's Tooltip and floating-ui, the Modal) comes only when a talent sees them, so an
 * anonymous visitor's first visit stays light (issue #13).
 */
const SaveJobButtonModule = lazy(() =>
  import('./save-job-button').then((module) => ({ default: module.SaveJobButton })),
)
const SaveAlertButtonModule = lazy(() =>
  import('./save-alert-button').then((module) => ({ default: module.SaveAlertButton })),
)

export function SaveJobButton(props: SaveJobButtonProps) {
  return (
    <Suspense fallback={null}>
      <SaveJobButtonModule {...props} />
    </Suspense>
  )
}

export function SaveAlertButton(props: { search: JobSearchInput }) {
  return (
    <Suspense fallback={null}>
      <SaveAlertButtonModule {...props} />
    </Suspense>
  )
}
