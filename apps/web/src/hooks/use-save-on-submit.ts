import type { UseFormReturnType } from '@mantine/form'
import { useState } from 'react'
import { notifySuccess } from '../lib/notify'

export interface SaveOnSubmitOptions<Values> {
  form: UseFormReturnType<Values>
  /** Saves what was submitted; throws what the API refused. */
  save: (values: Values) => Promise<unknown>
  /** The versioned save's `showError`: true when some issue went on a field. */
  showError: (error: unknown, values: Values) => boolean
  /** The notification of a save that went through. */
  savedText: string
  /** The summary over the red fields ("check the fields marked in red"). */
  problemText: string
}

/**
 * The submit of a form saved whole (§4): checks it, saves it and says so, or says to look at the red fields, from the
 * form's own check or the API's. Answers the handler and the summary to show (none once the red fields are fixed).
 */
export function useSaveOnSubmit<Values>({
  form,
  save,
  showError,
  savedText,
  problemText,
}: SaveOnSubmitOptions<Values>) {
  const [formProblem, setFormProblem] = useState<string | undefined>()
  const onSubmit = form.onSubmit(
    (submitted) => {
      setFormProblem(undefined)
      save(submitted).then(
        () => notifySuccess(savedText),
        (error: unknown) => {
          if (showError(error, submitted)) setFormProblem(problemText)
        },
      )
    },
    () => setFormProblem(problemText),
  )
  // The summary goes away as soon as the red fields are fixed.
  const problem = formProblem && Object.keys(form.errors).length > 0 ? formProblem : undefined
  return { onSubmit, problem }
}
