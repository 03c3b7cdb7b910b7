import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

const S3 = {
  S3_BUCKET: 'media',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('object storage variables', () => {
  it('keeps media on local disk without S3_BUCKET', () => {
    expect(parseEnv({ S3_REGION: 'eu-west-1' }).S3_BUCKET).toBeUndefined()
  })

  it('accepts a complete S3 configuration, path style off unless asked', () => {
    expect(parseEnv(S3)).toMatchObject({ ...S3, S3_FORCE_PATH_STYLE: false })
    expect(parseEnv({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true)
  })

  it('names every S3 variable missing once S3_BUCKET is set', () => {
    expect(() => parseEnv({ S3_BUCKET: 'media', S3_REGION: 'us-east-1' })).toThrow(EnvError)
    try {
      parseEnv({ S3_BUCKET: 'media', S3_REGION: 'us-east-1' })
    } catch (error) {
      const message = (error as Error).message
      for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(message).toContain(`${name}: is required when S3_BUCKET is set`)
      }
      expect(message).not.toContain('S3_REGION')
    }
  })

  it('refuses an endpoint that is not a URL', () => {
    expect(() => parseEnv({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/)
  })
})
