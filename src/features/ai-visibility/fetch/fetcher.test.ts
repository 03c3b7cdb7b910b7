import { Readable } from 'node:stream'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { classifyFailure, readCapped, sameSite } from './fetcher'

describe('capped body reading', () => {
  it('stops at the cap', async () => {
    const body = Readable.from([Buffer.alloc(600, 'a'), Buffer.alloc(600, 'b')])
    const read = await readCapped(body, undefined, 1000)
    expect(read.body.length).toBe(1000)
    expect(read.truncated).toBe(true)
  })

  it('counts decompressed bytes, so a gzip bomb stops at the cap', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(5 * 1024 * 1024, 0))
    expect(bomb.length).toBeLessThan(10_000)
    const read = await readCapped(Readable.from([bomb]), 'gzip', 64 * 1024)
    expect(read.body.length).toBe(64 * 1024)
    expect(read.truncated).toBe(true)
  })

  it('decodes gzip, deflate and brotli', async () => {
    const text = Buffer.from('User-agent: *\nAllow: /\n')
    expect(
      (await readCapped(Readable.from([zlib.gzipSync(text)]), 'gzip', 1024)).body.toString(),
    ).toBe(text.toString())
    expect(
      (await readCapped(Readable.from([zlib.deflateSync(text)]), 'deflate', 1024)).body.toString(),
    ).toBe(text.toString())
    expect(
      (
        await readCapped(Readable.from([zlib.brotliCompressSync(text)]), 'br', 1024)
      ).body.toString(),
    ).toBe(text.toString())
  })

  it('reads a body of exactly the cap as complete', async () => {
    const read = await readCapped(Readable.from([Buffer.alloc(10, 'x')]), undefined, 10)
    expect(read).toMatchObject({ truncated: false })
    expect(read.body.length).toBe(10)
  })
})

describe('failure classification', () => {
  const signal = new AbortController().signal
  it('sorts connection errors by their codes', () => {
    expect(
      classifyFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), signal).reason,
    ).toBe('connect')
    expect(
      classifyFailure(Object.assign(new Error('x'), { code: 'ENOTFOUND' }), signal).reason,
    ).toBe('dns')
    expect(
      classifyFailure(Object.assign(new Error('x'), { code: 'UND_ERR_CONNECT_TIMEOUT' }), signal)
        .reason,
    ).toBe('connect')
    expect(
      classifyFailure(
        Object.assign(new Error('x'), { code: 'ERR_SSL_WRONG_VERSION_NUMBER' }),
        signal,
      ).reason,
    ).toBe('tls')
    expect(
      classifyFailure(
        new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
        signal,
      ).reason,
    ).toBe('connect')
  })
})

describe('same-site redirects', () => {
  it('allows www and scheme changes, not other hosts', () => {
    expect(sameSite(new URL('http://example.com/'), new URL('https://www.example.com/'))).toBe(true)
    expect(sameSite(new URL('https://www.example.com/'), new URL('https://example.com/home'))).toBe(
      true,
    )
    expect(sameSite(new URL('https://example.com/'), new URL('https://other.com/'))).toBe(false)
  })
})
