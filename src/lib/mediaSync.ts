import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import type { ObjectStorage } from './storage'

export type MediaSyncResult = { copied: string[]; present: string[]; missing: string[] }

/** The object key the storage plugin reads a media document from: [prefix/][objectKey/]filename. */
export function mediaObjectKey(doc: {
  filename?: string | null
  prefix?: string | null
  _objectKey?: string | null
}): string {
  return [doc.prefix, doc._objectKey, doc.filename]
    .map((part) => (part ?? '').replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')
}

async function objectSize(client: S3Client, bucket: string, key: string) {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return head.ContentLength
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status === 404) return undefined
    throw error
  }
}

/**
 * Copies the file of every media document from the local media folder into the bucket, under
 * the key and with the type the storage plugin serves it with. Objects already there with the
 * same size are left alone, so the copy can be repeated; files missing locally are reported.
 */
export async function syncLocalMedia(
  payload: Payload,
  storage: ObjectStorage,
  localDir: string,
  log: (line: string) => void = () => undefined,
): Promise<MediaSyncResult> {
  const client = new S3Client(storage.config)
  const result: MediaSyncResult = { copied: [], present: [], missing: [] }
  try {
    for (let page = 1; ; page += 1) {
      const { docs, hasNextPage } = await payload.find({
        collection: 'media',
        depth: 0,
        limit: 100,
        page,
        sort: 'id',
        // Files in the trash too: /cms can restore them.
        trash: true,
        overrideAccess: true,
      })
      for (const doc of docs) {
        if (!doc.filename) continue
        const file = path.join(localDir, doc.filename)
        const key = mediaObjectKey(doc)
        if (!existsSync(file)) {
          result.missing.push(doc.filename)
          log(`missing locally: ${doc.filename}`)
          continue
        }
        const body = await fs.readFile(file)
        if ((await objectSize(client, storage.bucket, key)) === body.byteLength) {
          result.present.push(doc.filename)
          continue
        }
        await client.send(
          new PutObjectCommand({
            Bucket: storage.bucket,
            Key: key,
            Body: body,
            ContentType: doc.mimeType ?? undefined,
          }),
        )
        result.copied.push(doc.filename)
        log(`copied ${doc.filename}`)
      }
      if (!hasNextPage) break
    }
  } finally {
    client.destroy()
  }
  return result
}
