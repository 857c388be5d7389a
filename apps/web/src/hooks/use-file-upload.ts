import { useRef, useState, type RefObject } from 'react'
import { ApiError } from '../lib/api-client'

/** Why the browser refuses a chosen file before sending it (each feature's file checks say which). */
export type FileProblem = 'wrong_type' | 'too_large'

export interface UploadFailure {
  message: string
  /** False when the file itself is refused before sending: trying it again cannot help. */
  canRetry: boolean
}

export interface FileUpload {
  /** Checks a chosen file, then sends it. */
  choose: (file: File | null) => void
  /** Sends the last file again (§8: tap to retry). */
  retry: () => void
  failure: UploadFailure | undefined
  /** Lets the file input take the same file again after a failure. */
  resetRef: RefObject<(() => void) | null>
}

export interface FileUploadOptions {
  check: (file: File) => FileProblem | undefined
  describeProblem: (problem: FileProblem) => string
  /** Sends the file; resolves when stored, rejects with the reason (an ApiError, already translated). */
  send: (file: File) => Promise<unknown>
}

/** The API refused the file itself (its content or size): sending the same file again cannot help. */
const REFUSED_FILE_CODES: ReadonlySet<string> = new Set([
  'image_type_invalid',
  'document_type_invalid',
  'file_too_large',
])

/** One upload slot (photo, CV or logo): client checks, the API's verdict, and a retry with the same file. */
export function useFileUpload({ check, describeProblem, send }: FileUploadOptions): FileUpload {
  const lastFile = useRef<File | null>(null)
  const resetRef = useRef<(() => void) | null>(null)
  const [failure, setFailure] = useState<UploadFailure | undefined>()

  const upload = (file: File) => {
    setFailure(undefined)
    send(file).then(
      () => {
        lastFile.current = null
      },
      (error: unknown) => {
        const refusedFile = error instanceof ApiError && REFUSED_FILE_CODES.has(error.code)
        setFailure({ message: error instanceof Error ? error.message : String(error), canRetry: !refusedFile })
      },
    )
  }

  return {
    choose: (file) => {
      resetRef.current?.()
      if (!file) return
      const problem = check(file)
      if (problem) {
        lastFile.current = null
        setFailure({ message: describeProblem(problem), canRetry: false })
        return
      }
      lastFile.current = file
      upload(file)
    },
    retry: () => {
      if (lastFile.current) upload(lastFile.current)
    },
    failure,
    resetRef,
  }
}
