import { type APIResponse } from '@playwright/test'

import {
  GRAPHQL_BODIES,
  HOSTILE_WRITES,
  MALFORMED_BODIES,
  hostileReads,
} from '../support/hostileQueries'

import { adminToken, bearer, freshIp } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It writes to the demo posts and refreshes the owner's session:
// it runs against an app server of its own.
runOnOwnServer()

/**
 * No query a visitor or the administrator can send to Payload's REST API answers 5xx: every collection × field × operator × hostile value (NUL byte, words for ids, geo
 * operators on text, deep and/or nesting, huge limit and depth, unknown fields, token endpoints
 * with junk). A refusal is a 4xx JSON answer with a message; a 200 is a query that was valid.
 */
async function problem(label: string, response: APIResponse): Promise<string | undefined> {
  const status = response.status()
  const text = await response.text()
  if (status >= 500) return `${label}: ${status} ${text.slice(0, 200)}`
  if (status < 400) return undefined
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: { message?: unknown }[] }
    const message = body.message ?? body.errors?.[0]?.message
    return typeof message === 'string' && message ? undefined : `${label}: ${status} no message`
  } catch {
    return `${label}: ${status} not JSON`
  }
}

test.describe('hostile queries', () => {
  test.setTimeout(15 * 60_000)
  let token = ''
  test.beforeAll(async () => {
    token = await adminToken()
  })

  test('REST reads answer 4xx JSON with a message, never 5xx, signed in or not', async ({
    request,
  }) => {
    const problems: string[] = []
    // Several requests in flight at once, as a client could send them: the server's answers are
    // what is checked. The combinations run in process (tests/int/hostileQueries); over HTTP each
    // kind of field meets every operator and every value, not every product of them.
    const paths = hostileReads('covering')
    const next = () => paths.shift()
    const worker = async () => {
      for (let path = next(); path !== undefined; path = next()) {
        const signedIn = await request.get(path, { headers: bearer(token) })
        problems.push((await problem(`admin GET ${path}`, signedIn)) ?? '')
        if (/^\/api\/(posts|media|globals)/.test(path)) {
          const anonymous = await request.get(path)
          problems.push((await problem(`anon GET ${path}`, anonymous)) ?? '')
        }
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker))
    expect(problems.filter(Boolean).sort()).toEqual([])
  })

  test('REST writes and token endpoints with junk answer 4xx JSON with a message', async ({
    request,
  }) => {
    const problems: string[] = []
    for (const { method, path, data } of HOSTILE_WRITES) {
      for (const headers of [{}, bearer(token)]) {
        const response = await request.fetch(path, {
          method,
          headers: { ...headers, 'x-forwarded-for': freshIp() },
          ...(data === undefined ? {} : { data }),
        })
        problems.push((await problem(`${method} ${path}`, response)) ?? '')
      }
    }
    expect(problems.filter(Boolean)).toEqual([])
  })

  test('REST bodies that cannot be read answer 400 with a message', async ({ request }) => {
    const problems: string[] = []
    for (const { method, path, contentType, body, headers: extra } of MALFORMED_BODIES) {
      for (const headers of [{}, bearer(token)]) {
        const response = await request.fetch(path, {
          method,
          headers: {
            ...headers,
            ...extra,
            'content-type': contentType,
            'x-forwarded-for': freshIp(),
          },
          data: Buffer.from(body),
        })
        const label = `${method} ${path} ${contentType} ${body.slice(0, 30)}`
        if (response.status() !== 400) problems.push(`${label}: ${response.status()}`)
        else problems.push((await problem(label, response)) ?? '')
      }
    }
    expect(problems.filter(Boolean)).toEqual([])
  })

  test('GraphQL is not served: any body to /api/graphql answers 404 with a message', async ({
    request,
  }) => {
    for (const { contentType, body } of GRAPHQL_BODIES) {
      for (const headers of [{}, bearer(token)]) {
        const response = await request.post('/api/graphql', {
          headers: { ...headers, 'content-type': contentType, 'x-forwarded-for': freshIp() },
          data: Buffer.from(body),
        })
        expect(response.status(), body.slice(0, 40)).toBe(404)
        expect(await response.json()).toEqual({ message: expect.any(String) })
      }
    }
  })
})
