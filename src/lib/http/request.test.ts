import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { ApiError } from './errors'
import { clientIp, parseWith, readJson } from './request'

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers })

describe('clientIp', () => {
  it('uses the address the nearest proxy appended, not one the client sent', () => {
    const request = new Request('http://localhost/', {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    })
    expect(clientIp(request)).toBe('203.0.113.7')
  })

  it('falls back to x-real-ip and then to unknown', () => {
    expect(
      clientIp(new Request('http://localhost/', { headers: { 'x-real-ip': '198.51.100.2' } })),
    ).toBe('198.51.100.2')
    expect(clientIp(new Request('http://localhost/'))).toBe('unknown')
  })
})

describe('readJson', () => {
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
