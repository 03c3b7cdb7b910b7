import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { finishPayloadAnswer } from '@/lib/http/payloadRoutes'

import { HOSTILE_GRAPHQL, HOSTILE_WRITES, hostileReads } from '../support/hostileQueries'
import { clearCollections, testPayload } from '../support/payload'

/**
 * The table of hostile queries run in process against Payload's REST and GraphQL handlers, as
 * the app mounts them: no answer is a 5xx, and every refusal is JSON with a message.
 */
let payload: Payload
let token = ''

const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
} as const
const graphql = GRAPHQL_POST(config)

type Failure = { request: string; status: number; body: string }

async function send(
  method: keyof typeof handlers,
  path: string,
  data: unknown,
  auth: boolean,
): Promise<Failure | undefined> {
  const headers = new Headers({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` })
  if (auth) headers.set('Authorization', `JWT ${token}`)
  if (data !== undefined) headers.set('Content-Type', 'application/json')
  const url = `http://localhost${path}`
  const request = new Request(url, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
  })
  const slug = new URL(url).pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const raw = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const response = finishPayloadAnswer(request, raw, 'rest')
  return judge(`${auth ? 'admin' : 'anon'} ${method} ${path}`, response)
}

async function judge(label: string, response: Response): Promise<Failure | undefined> {
  const body = await response.text()
  if (response.status >= 500)
    return { request: label, status: response.status, body: body.slice(0, 200) }
  if (response.status >= 400) {
    let message: unknown
    try {
      const json = JSON.parse(body) as { message?: unknown; errors?: { message?: unknown }[] }
      message = json.message ?? json.errors?.[0]?.message
    } catch {
      message = undefined
    }
    if (typeof message !== 'string' || message.length === 0) {
      return { request: label, status: response.status, body: body.slice(0, 200) }
    }
  }
  return undefined
}

beforeAll(async () => {
  payload = await testPayload()
  await clearCollections(payload, ['admins'])
  await payload.create({
    collection: 'admins',
    data: { email: 'hostile@example.com', name: 'Hostile', password: 'hostile-password-1' },
    overrideAccess: true,
  })
  token = (
    await payload.login({
      collection: 'admins',
      data: { email: 'hostile@example.com', password: 'hostile-password-1' },
    })
  ).token!
})

describe("hostile queries to Payload's REST and GraphQL APIs", () => {
  it('never answer 5xx, and refuse with a JSON message', async () => {
    const failures: Failure[] = []
    for (const path of hostileReads()) {
      for (const auth of [false, true]) {
        const failure = await send('GET', path, undefined, auth)
        if (failure) failures.push(failure)
      }
    }
    for (const { method, path, data } of HOSTILE_WRITES) {
      for (const auth of [false, true]) {
        const failure = await send(method as keyof typeof handlers, path, data, auth)
        if (failure) failures.push(failure)
      }
    }
    for (const query of HOSTILE_GRAPHQL) {
      for (const auth of [false, true]) {
        const headers = new Headers({ 'content-type': 'application/json' })
        if (auth) headers.set('Authorization', `JWT ${token}`)
        const request = new Request('http://localhost/api/graphql', {
          method: 'POST',
          headers,
          body: JSON.stringify({ query }),
        })
        const response = finishPayloadAnswer(request, await graphql(request), 'graphql')
        const body = await response.text()
        const errors = (JSON.parse(body) as { errors?: { extensions?: { statusCode?: number } }[] })
          .errors
        const serverError = errors?.some((error) => (error.extensions?.statusCode ?? 0) >= 500)
        if (response.status >= 500 || serverError) {
          failures.push({
            request: `graphql ${auth} ${query}`,
            status: response.status,
            body: body.slice(0, 300),
          })
        }
      }
    }
    expect(failures).toEqual([])
  }, 600_000)
})
