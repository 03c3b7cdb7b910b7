/**
 * A throwaway S3-compatible server (s3rver) on a free loopback port, storing objects in a temp
 * folder, with the S3_* variables that point the app at one bucket in it.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import { freePort } from '../../scripts/lib/testDatabase'

export type TestS3 = {
  endpoint: string
  bucket: string
  env: Record<string, string>
  dispose(): Promise<void>
}

export async function startTestS3(options: { createBucket?: boolean } = {}): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  const bucket = 'media'
  const server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    directory,
    silent: true,
    configureBuckets: options.createBucket === false ? [] : [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async dispose() {
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
