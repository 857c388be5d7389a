/** Starts a browser download of an address of ours (the session cookie goes with it) under a file name. */
export function downloadUrl(url: string, fileName: string) {
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.rel = 'noopener'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
}

/** Starts a browser download of data made on the page. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  downloadUrl(url, fileName)
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
