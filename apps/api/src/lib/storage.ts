import { createReadStream, existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import type { Readable } from 'node:stream'

/**
 * Where uploaded files live: local disk by default, S3-compatible object storage when S3_BUCKET is set
 * (lib/s3-storage.ts), behind the same three calls. Keys are relative paths the app generates, never user input.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>
  /** The file's bytes, or undefined when there is no such file. */
  read(key: string): Promise<Readable | undefined>
  delete(key: string): Promise<void>
}

/** Files under one folder; keys are relative paths the app generates (never user input). */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string

  constructor(root: string) {
    this.root = resolve(root)
  }

  async put(key: string, content: Buffer) {
    const path = this.pathOf(key)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, content)
  }

  async read(key: string) {
    const path = this.pathOf(key)
    return existsSync(path) ? createReadStream(path) : undefined
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true })
  }

  private pathOf(key: string) {
    const path = resolve(this.root, key)
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`)
    return path
  }
}
