/** Raised when a page's code has not arrived in time (§8: chunk load failure after 120000 ms). */
export class LoadTimeoutError extends Error {
  override readonly name = 'LoadTimeoutError'

  constructor(readonly timeoutMs: number) {
    super(`Loading took longer than ${timeoutMs} ms`)
  }
}

/** Settles like `promise`, or rejects with `LoadTimeoutError` when it has not settled after `timeoutMs`. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeoutError(timeoutMs)), timeoutMs)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
