import {
  CreateBucketCommand,
  HeadBucketCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Field, Plugin } from 'payload'

import { disablePayloadDependencyChecker, type Env } from '@/env'

// The S3 adapter trails the rest of Payload by one patch release; see the function's comment.
disablePayloadDependencyChecker()

/** Where media files live: an S3-compatible bucket when S3_BUCKET is set, else MEDIA_DIR. */
export type ObjectStorage = { bucket: string; config: S3ClientConfig }

export function objectStorage(env: Env): ObjectStorage | undefined {
  if (!env.S3_BUCKET) return undefined
  return {
    bucket: env.S3_BUCKET,
    config: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      },
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      // Checksums only where S3 requires them: the SDK's default adds CRC checksums (as chunked
      // trailers on streamed uploads) that not every S3-compatible server accepts.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

/**
 * Media uploads in the bucket, served through the app at Payload's /api/media/file/<name> as
 * before, so every instance answers the same URL. The schema is the same either way, so switching
 * storage needs no migration.
 */
export function mediaStoragePlugin(env: Env): Plugin {
  const storage = objectStorage(env)
  const plugin = s3Storage({
    enabled: Boolean(storage),
    // With these two the plugin adds the same fields (prefix, object key) whether it is on or off.
    alwaysInsertFields: true,
    collections: { media: { prefix: '' } },
    bucket: storage?.bucket ?? '',
    config: storage?.config ?? {},
  })
  return async (config) => hideStorageFields(await plugin(config))
}

/** The fields the storage adapter adds to Media, its bookkeeping rather than an editor's. */
const STORAGE_FIELDS = new Set(['prefix', '_objectKey'])

/**
 * The adapter's fields are hidden in the edit view but would still be offered as list columns
 * and filters ("Prefix" showing "<No Prefix>" on every row): they are taken out of both.
 */
function hideStorageFields(config: Config): Config {
  const collections = config.collections?.map((collection) =>
    collection.slug !== 'media'
      ? collection
      : {
          ...collection,
          fields: collection.fields.map((field) =>
            'name' in field && STORAGE_FIELDS.has(field.name)
              ? ({
                  ...field,
                  admin: {
                    ...field.admin,
                    hidden: true,
                    disableListColumn: true,
                    disableListFilter: true,
                  },
                } as Field)
              : field,
          ),
        },
  )
  return { ...config, collections }
}

/** Creates the bucket when it does not exist yet (a fresh MinIO or s3rver). */
export async function ensureBucket(storage: ObjectStorage): Promise<'exists' | 'created'> {
  const client = new S3Client(storage.config)
  try {
    await client.send(new HeadBucketCommand({ Bucket: storage.bucket }))
    return 'exists'
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status !== 404) throw error
    await client.send(new CreateBucketCommand({ Bucket: storage.bucket }))
    return 'created'
  } finally {
    client.destroy()
  }
}
