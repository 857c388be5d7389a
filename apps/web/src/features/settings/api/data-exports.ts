import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DataExport } from '@sentinela/shared/schemas/data-export'
import {
  api,
  buildUrl,
  CSRF_COOKIE,
  CSRF_HEADER,
  readCookie,
  readApiError,
  toNetworkError,
} from '../../../lib/api-client'
import { getCurrentLanguage } from '../../../lib/i18n'

export const DATA_EXPORTS_QUERY_KEY = ['settings', 'data-exports'] as const

/** GET /talent/dataExports: the talent's recent "take my data" requests, newest first. */
export const listDataExports = async (): Promise<DataExport[]> =>
  (await api.get<{ data: DataExport[] }>('/talent/dataExports')).data

/** While an archive is being prepared the list is asked again, so "Ready" shows without a reload. */
export const useDataExports = () =>
  useQuery(
    queryOptions({
      queryKey: DATA_EXPORTS_QUERY_KEY,
      queryFn: listDataExports,
      refetchInterval: (query) =>
        query.state.data?.some((item) => item.status === 'queued' || item.status === 'running') ? 3000 : false,
    }),
  )

/** POST /talent/dataExports: asks for a new archive; the link arrives by e-mail. */
export const requestDataExport = async (): Promise<DataExport> =>
  (await api.post<{ data: DataExport }>('/talent/dataExports')).data

export const useRequestDataExport = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_QUERY_KEY }),
  })
}

const FALLBACK_FILE_NAME = 'sentinela-data.zip'

/** The file name the API gives in Content-Disposition (`filename="…"`), or a plain one. */
function fileNameOf(disposition: string | null) {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_FILE_NAME
}

/**
 * POST /talent/dataExports/download: the archive, with this session and the e-mailed token in the body (a secret never
 * goes in an address). Answers the ZIP and its file name; a refusal becomes the API's translated error.
 */
export async function downloadDataExport(token: string): Promise<{ blob: Blob; fileName: string }> {
  const csrf = readCookie(document.cookie, `__Host-${CSRF_COOKIE}`) ?? readCookie(document.cookie, CSRF_COOKIE)
  let response: Response
  try {
    response = await fetch(buildUrl('/talent/dataExports/download'), {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/zip, application/json',
        'Accept-Language': getCurrentLanguage(),
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      },
      body: JSON.stringify({ token }),
    })
  } catch {
    throw toNetworkError()
  }
  if (!response.ok) throw await readApiError(response.status, await response.json().catch(() => undefined))
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) }
}

export const useDownloadDataExport = () => useMutation({ mutationFn: downloadDataExport })
