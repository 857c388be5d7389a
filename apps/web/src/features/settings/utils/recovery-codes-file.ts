export interface RecoveryCodesFileText {
  title: string
  /** "Account: ana@example.com", when the address is known. */
  account?: string
  note: string
}

/** The text file a person downloads to keep the recovery codes: a short heading, then one code per line. */
export function buildRecoveryCodesFile(codes: readonly string[], text: RecoveryCodesFileText): string {
  const heading = [text.title, text.account, text.note].filter((line): line is string => !!line)
  return [...heading, '', ...codes, ''].join('\n')
}

/** The file name of the download, with the date so a newer set is easy to tell from an older one. */
export function recoveryCodesFileName(now: Date = new Date()): string {
  return `sentinela-recovery-codes-${now.toISOString().slice(0, 10)}.txt`
}

/** Offers a text as a file download, without a round trip to the server. */
export function downloadTextFile(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the browser no longer needs the object URL.
  window.setTimeout(() => URL.revokeObjectURL(url), 0)
}
