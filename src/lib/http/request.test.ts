import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { ApiError } from './errors'
import { clientIp, parseWith, readJson } from './request'

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })

const forwarded = (chain: string, extra: Record<string, string> = {}) =>
  new Request('http://localhost/', { headers: { 'x-forwarded-for': chain, ...extra } })

describe('clientIp', () => {
  it('uses the connection address the server appended when no proxy is trusted', () => {
    expect(clientIp(forwarded('6.6.6.6, 7.7.7.7, 203.0.113.7'), 0)).toBe('203.0.113.7')
  })

  it('skips the trusted proxy and uses the address it appended', () => {
    // client-written, then what the proxy saw, then the proxy itself (appended by the server)
    expect(clientIp(forwarded('6.6.6.6, 203.0.113.7, 10.0.0.2'), 1)).toBe('203.0.113.7')
  })

  it('takes the furthest entry when there are fewer than the trusted hops', () => {
    expect(clientIp(forwarded('203.0.113.7'), 2)).toBe('203.0.113.7')
  })

  it('ignores X-Real-IP, which a client can write', () => {
    expect(clientIp(forwarded('203.0.113.7', { 'x-real-ip': '6.6.6.6' }), 0)).toBe('203.0.113.7')
    expect(
      clientIp(new Request('http://localhost/', { headers: { 'x-real-ip': '6.6.6.6' } }), 0),
    ).toBe('unknown')
  })

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientIp(forwarded('::ffff:203.0.113.7'), 0)).toBe('203.0.113.7')
  })
})

describe('readJson', () => {
  it('refuses a body sent without the JSON content type with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const request = new Request('http://localhost/api/x', {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'content-type': type },
      })
      await expect(readJson(request, 1000)).rejects.toMatchObject({ status: 415 })
    }
    const untyped = new Request('http://localhost/api/x', { method: 'POST', body: '{"a":1}' })
    untyped.headers.delete('content-type')
    await expect(readJson(untyped, 1000)).rejects.toMatchObject({ status: 415 })
  })

  it('accepts the JSON content type with parameters and in any case', async () => {
    expect(
      await readJson(post('{"a":1}', { 'content-type': 'Application/JSON; charset=utf-8' }), 1000),
    ).toEqual({ a: 1 })
  })

  it('refuses a body over the limit with 413', async () => {
    await expect(readJson(post(JSON.stringify({ a: 'x'.repeat(100) })), 50)).rejects.toMatchObject({
      status: 413,
    })
  })

  it('refuses a body that is not JSON with 400', async () => {
    await expect(readJson(post('{nope'), 1000)).rejects.toMatchObject({ status: 400 })
  })

  it('parses JSON within the limit', async () => {
    expect(await readJson(post('{"a":1}'), 1000)).toEqual({ a: 1 })
  })
})

describe('parseWith', () => {
  it('answers 400 with the first reason per field', () => {
    const schema = z.object({ name: z.string().min(2, 'Too short'), age: z.number() })
    try {
      parseWith(schema, { name: 'a' })
      throw new Error('expected a validation error')
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).status).toBe(400)
      expect((error as ApiError).details).toMatchObject({ errors: { name: 'Too short' } })
    }
  })
})
