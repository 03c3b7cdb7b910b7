/**
 * npm run media:sync — copies the files of existing media documents from MEDIA_DIR into the
 * S3 bucket (S3_BUCKET and the other S3_* variables), so switching an installation from local
 * disk to object storage keeps every uploaded image. Safe to repeat: objects already in the
 * bucket are skipped. Runs through `payload run`, like the launcher's set-up step.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { mediaDir } from '@/collections/Media'
import { env } from '@/env'
import { syncLocalMedia } from '@/lib/mediaSync'
import { ensureBucket, objectStorage } from '@/lib/storage'

async function main(): Promise<number> {
  const storage = objectStorage(env())
  if (!storage) {
    console.error('media:sync: set S3_BUCKET (and the other S3_* variables) to the target bucket.')
    return 1
  }
  if ((await ensureBucket(storage)) === 'created') {
    console.log(`media:sync: created the bucket ${storage.bucket}`)
  }
  const payload = await getPayload({ config })
  const from = mediaDir()
  const result = await syncLocalMedia(payload, storage, from, (line) =>
    console.log(`media:sync: ${line}`),
  )
  console.log(
    `media:sync: ${result.copied.length} copied, ${result.present.length} already in the bucket, ` +
      `${result.missing.length} missing from ${from}`,
  )
  await payload.destroy()
  return 0
}

// `payload run` exits when the import settles: await at top level.
try {
  const code = await main()
  if (code !== 0) process.exit(code)
} catch (error) {
  console.error(error)
  process.exit(1)
}
