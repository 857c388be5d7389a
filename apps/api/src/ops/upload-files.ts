import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import type * as S3 from '@aws-sdk/client-s3'
import type { Config } from '../config'
import { S3Storage } from '../lib/s3-storage'
import { LocalDiskStorage, type FileStorage } from '../lib/storage'

/**
 * The uploaded files as backup and restore see them: the app's FileStorage (local folder or S3 bucket, the same one
 * the server would pick) for reading and writing, plus the one call FileStorage has no need for — listing every key.
 */
export interface UploadFiles {
  source: 'local' | 's3'
  storage: FileStorage
  /** Every stored key, in no particular order. */
  listKeys(): AsyncIterable<string>
  close(): Promise<void>
}

/** The uploads the server with this configuration uses (app.ts picks the same way). */
export function uploadFilesFor(
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): UploadFiles {
  const bucket = config.S3_BUCKET
  return bucket ? s3UploadFiles({ ...config, S3_BUCKET: bucket }) : localUploadFiles(join(config.DATA_DIR, 'uploads'))
}

/** Files under one folder (DATA_DIR/uploads). */
export function localUploadFiles(root: string): UploadFiles {
  const folder = resolve(root)
  return {
    source: 'local',
    storage: new LocalDiskStorage(folder),
    async *listKeys() {
      if (!existsSync(folder)) return
      yield* walk(folder, folder)
    },
    close: async () => {},
  }
}

async function* walk(root: string, folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* walk(root, path)
    // Keys use forward slashes whatever the platform, as the app writes them.
    else if (entry.isFile()) yield relative(root, path).split(sep).join('/')
  }
}

type S3Settings = ConstructorParameters<typeof S3Storage>[0]

/** Objects in the S3 bucket; the bucket is taken to hold Sentinela's uploads only (docs/operations.md). */
export function s3UploadFiles(settings: S3Settings): UploadFiles {
  const storage = new S3Storage(settings)
  let lister: Promise<{ client: S3.S3Client; sdk: typeof S3 }> | undefined
  // The same client settings S3Storage uses; its own client stays private to it.
  const connect = () =>
    (lister ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = settings
      const client = new sdk.S3Client({
        region: S3_REGION,
        ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT } : {}),
        forcePathStyle: S3_FORCE_PATH_STYLE,
        ...(S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
          ? { credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } }
          : {}),
      })
      return { client, sdk }
    }))
  return {
    source: 's3',
    storage,
    async *listKeys() {
      const { client, sdk } = await connect()
      let token: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: settings.S3_BUCKET,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        )
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    async close() {
      await storage.close()
      if (lister) (await lister).client.destroy()
    },
  }
}

/** Whether any file is stored. */
export async function hasAnyUpload(uploads: UploadFiles): Promise<boolean> {
  for await (const key of uploads.listKeys()) {
    if (key) return true
  }
  return false
}
