import type { ResumeChoicesInput } from '@sentinela/shared/schemas/resume'

/** Query keys of the résumé builder and the documents page. */
export const RESUME_KEYS = {
  settings: ['resume', 'settings'] as const,
  preview: (choices: ResumeChoicesInput) => ['resume', 'preview', choices] as const,
  documents: ['resume', 'documents'] as const,
}
