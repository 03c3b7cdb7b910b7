import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('runs with nothing set, on the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      TRUSTED_ORIGINS: [],
      TRUSTED_PROXY_HOPS: 0,
      EMBEDDED_PG_PORT: 54329,
      ADMIN_EMAIL: 'admin@localhost.test',
      ADMIN_NAME: 'Admin',
      SEED_DEMO: true,
      RATE_LIMIT: true,
      CONTACT_RATE_LIMIT: 5,
      AI_CHECK_RATE_LIMIT: 10,
      AI_CHECK_ALLOWED_HOSTS: [],
      EMAIL_FROM: 'Agency Website <no-reply@localhost>',
      JOBS_AUTORUN: true,
      BOOTSTRAP_MIGRATE_ONLY: false,
      REDIS_KEY_PREFIX: 'agency:next:',
      CACHE_PURGE_URLS: [],
      S3_FORCE_PATH_STYLE: false,
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PAYLOAD_SECRET).toBeUndefined()
    expect(env.REDIS_URL).toBeUndefined()
  })

  it('treats blank strings as unset', () => {
    const env = parseEnv({ DATABASE_URL: '  ', PORT: '', SEED_DEMO: '', REDIS_URL: '' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PORT).toBe(3000)
    expect(env.SEED_DEMO).toBe(true)
    expect(env.REDIS_URL).toBeUndefined()
  })

  it('reads on/off flags in their usual spellings', () => {
    for (const value of ['false', '0', 'off', 'no']) {
      expect(parseEnv({ RATE_LIMIT: value }).RATE_LIMIT).toBe(false)
    }
    for (const value of ['true', '1', 'on', 'yes']) {
      expect(parseEnv({ JOBS_AUTORUN: value, SEED_DEMO: value }).SEED_DEMO).toBe(true)
    }
    expect(() => parseEnv({ RATE_LIMIT: 'sometimes' })).toThrow(/RATE_LIMIT/)
  })

  it('refuses a port or limit that is not a positive integer, and allows 0 proxy hops', () => {
    expect(parseEnv({ PORT: '8080', CONTACT_RATE_LIMIT: '20' })).toMatchObject({
      PORT: 8080,
      CONTACT_RATE_LIMIT: 20,
    })
    expect(() => parseEnv({ PORT: '0' })).toThrow(/PORT: must be a positive integer/)
    expect(() => parseEnv({ CONTACT_RATE_LIMIT: '2.5' })).toThrow(/CONTACT_RATE_LIMIT/)
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '0' }).TRUSTED_PROXY_HOPS).toBe(0)
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2)
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/must be 0 or a positive integer/)
  })

  it('drops trailing slashes from SITE_URL and refuses one that is not a URL', () => {
    expect(parseEnv({ SITE_URL: 'https://www.example.com//' }).SITE_URL).toBe(
      'https://www.example.com',
    )
    expect(() => parseEnv({ SITE_URL: 'www.example.com' })).toThrow(EnvError)
  })

  it('reduces trusted origins to scheme, host and port, and refuses other schemes', () => {
    expect(
      parseEnv({ TRUSTED_ORIGINS: ' https://a.example.com/path , http://b.example.com:8080 ,' })
        .TRUSTED_ORIGINS,
    ).toEqual(['https://a.example.com', 'http://b.example.com:8080'])
    expect(() => parseEnv({ TRUSTED_ORIGINS: 'ftp://a.example.com' })).toThrow(
      /"ftp:\/\/a.example.com" is not an http\(s\) origin/,
    )
  })

  it('lower-cases the checker allow-list and splits comma lists', () => {
    expect(parseEnv({ AI_CHECK_ALLOWED_HOSTS: 'Intranet.Local, 127.0.0.1,' })).toMatchObject({
      AI_CHECK_ALLOWED_HOSTS: ['intranet.local', '127.0.0.1'],
    })
    expect(
      parseEnv({ CACHE_PURGE_URLS: 'http://127.0.0.1:8080, http://10.0.0.2' }).CACHE_PURGE_URLS,
    ).toEqual(['http://127.0.0.1:8080', 'http://10.0.0.2'])
    expect(() => parseEnv({ CACHE_PURGE_URLS: 'varnish:8080' })).toThrow(/CACHE_PURGE_URLS/)
  })

  it('accepts redis:// and rediss:// only for REDIS_URL', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    )
    expect(parseEnv({ REDIS_URL: 'rediss://cache.example.com' }).REDIS_URL).toBe(
      'rediss://cache.example.com',
    )
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /must be a redis:\/\/ or rediss:\/\/ URL/,
    )
  })

  it('accepts a server-action key of 16, 24 or 32 bytes only', () => {
    const key = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64')
    for (const bytes of [16, 24, 32]) {
      expect(
        parseEnv({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key(bytes) })
          .NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
      ).toBe(key(bytes))
    }
    expect(() => parseEnv({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key(20) })).toThrow(
      /NEXT_SERVER_ACTIONS_ENCRYPTION_KEY/,
    )
  })

  it('names every invalid variable in one error', () => {
    try {
      parseEnv({ PORT: 'abc', NODE_ENV: 'staging' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      expect((error as Error).message).toMatch(/^Invalid environment:/)
      expect((error as Error).message).toContain('PORT: must be a positive integer')
      expect((error as Error).message).toContain('NODE_ENV')
    }
  })
})
