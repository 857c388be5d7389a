import type { Readable } from 'node:stream'
import type * as S3 from '@aws-sdk/client-s3'
import type { Config } from '../config'
import type { FileStorage } from './storage'

type S3Settings = Pick<
  Config,
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>

/**
 * Uploaded files in an S3-compatible bucket, so every server instance reads what any of them stored (README
 * "Running on more than one machine"). The AWS SDK is loaded on the first call: a server on local disk never loads it.
 * Credentials come from S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, else from the SDK's usual chain (environment,
 * instance role).
 */
export class S3Storage implements FileStorage {
  private client: Promise<{ client: S3.S3Client; sdk: typeof S3 }> | undefined

  constructor(private readonly settings: S3Settings & { S3_BUCKET: string }) {}

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = this.settings
      const client = new sdk.S3Client({
        region: S3_REGION,
        ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT } : {}),
        forcePathStyle: S3_FORCE_PATH_STYLE,
        ...(S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
          ? { credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } }
          : {}),
      })
      return { client, sdk }
    })
    return this.client
  }

  async put(key: string, content: Buffer) {
    const { client, sdk } = await this.connect()
    await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.S3_BUCKET, Key: key, Body: content }))
  }

  async read(key: string): Promise<Readable | undefined> {
    const { client, sdk } = await this.connect()
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.S3_BUCKET, Key: key }))
      return object.Body as Readable
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NotFound') return undefined
      throw error
    }
  }

  async delete(key: string) {
    const { client, sdk } = await this.connect()
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.S3_BUCKET, Key: key }))
  }

  /** Closes the SDK's connections (server shutdown, tests). */
  async close() {
    if (this.client) (await this.client).client.destroy()
  }
}
