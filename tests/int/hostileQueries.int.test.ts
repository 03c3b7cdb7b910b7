import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as catchAll from '@/app/(payload)/api/[...slug]/route'
import { POST as postContactMessage } from '@/app/api/contact-message/route'

import {
  GRAPHQL_BODIES,
  HOSTILE_WRITES,
  MALFORMED_BODIES,
  OVERSIZED_BODIES,
  hostileReads,
} from '../support/hostileQueries'
import { clearCollections, testPayload } from '../support/payload'
import { rest } from '../support/payloadRest'

/**
 * The table of hostile queries run in process against Payload's REST handlers, as the app
 * mounts them: no answer is a 5xx, and every refusal is JSON with a message.
 */
let payload: Payload
let token = ''

/** The REST handlers as the app's catch-all route mounts them. */
const handlers = {
  GET: catchAll.GET,
  POST: catchAll.POST,
  PATCH: catchAll.PATCH,
  DELETE: catchAll.DELETE,
} as const
const mounted = handlers

/** A raw body to `path` through the mounted handler: its status and JSON message. */
async function sendRaw(
  method: string,
  path: string,
  contentType: string,
  body: string,
  auth: boolean,
  extra: Record<string, string> = {},
): Promise<{ status: number; message: unknown }> {
  const headers = new Headers({ 'content-type': contentType, ...extra })
  headers.set('x-forwarded-for', `203.0.113.${Math.floor(Math.random() * 250)}`)
  if (auth) headers.set('Authorization', `JWT ${token}`)
  const url = `http://localhost${path}`
  const request = new Request(url, { method, headers, body })
  const slug = new URL(url).pathname.replace(/^\/api\//, '').split('/')
  const handler = mounted[method as keyof typeof mounted]
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let message: unknown
  try {
    const json = JSON.parse(text) as { message?: unknown; errors?: { message?: unknown }[] }
    message = json.message ?? json.errors?.[0]?.message
  } catch {
    message = text
  }
  return { status: response.status, message }
}

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
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
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

describe("hostile queries to Payload's REST API", () => {
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
    expect(failures).toEqual([])
  }, 600_000)

  it('answers an unreadable body 400 with a message, signed in or not', async () => {
    const answers: string[] = []
    for (const { method, path, contentType, body, headers } of MALFORMED_BODIES) {
      for (const auth of [false, true]) {
        const { status, message } = await sendRaw(method, path, contentType, body, auth, headers)
        const ok = status === 400 && typeof message === 'string' && message.length > 0
        if (!ok)
          answers.push(
            `${auth ? 'admin' : 'anon'} ${method} ${path} ${contentType}: ${status} ${String(message).slice(0, 120)}`,
          )
      }
    }
    expect(answers).toEqual([])
  })

  it('answers 404 with a message at /api/graphql, for any body', async () => {
    for (const { contentType, body } of GRAPHQL_BODIES) {
      for (const auth of [false, true]) {
        const { status, message } = await sendRaw('POST', '/api/graphql', contentType, body, auth)
        expect({ status, hasMessage: typeof message === 'string' && message.length > 0 }).toEqual({
          status: 404,
          hasMessage: true,
        })
      }
    }
  })
})

describe('bodies over their limit', () => {
  /** `bytes` of body in 64 KB chunks, counting what the server pulled of it. */
  function stream(bytes: number) {
    const pulled = { bytes: 0 }
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.bytes >= bytes) return controller.close()
        pulled.bytes += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    return { body, pulled }
  }

  async function send(
    method: string,
    path: string,
    contentType: string,
    bytes: number,
    declared: boolean,
  ) {
    const { body, pulled } = stream(bytes)
    const headers: Record<string, string> = { 'content-type': contentType }
    if (declared) headers['content-length'] = String(bytes)
    const response =
      path === '/api/contact-message'
        ? await postContactMessage(
            new Request(`http://localhost${path}`, {
              method,
              headers,
              body,
              duplex: 'half',
            } as RequestInit),
          )
        : await rest(method as 'POST', path, { body, headers })
    const json = (await response.json()) as { message?: unknown }
    return { status: response.status, message: json.message, pulled: pulled.bytes }
  }

  it('are answered 413 with a message, by their length unread, by counting read no further', async () => {
    const answers: string[] = []
    for (const { method, path, contentType, bytes } of OVERSIZED_BODIES) {
      if (!path.startsWith('/api/') || path.startsWith('/api/admin/')) continue
      for (const declared of [true, false]) {
        const { status, message, pulled } = await send(method, path, contentType, bytes, declared)
        // Declared: nothing of the body is read. Counted: the limit and the chunks in flight.
        const read = declared ? pulled <= 64 * 1024 : pulled <= 9 * 1024 * 1024
        if (status !== 413 || typeof message !== 'string' || !read) {
          answers.push(
            `${method} ${path} declared=${declared}: ${status} ${String(message)} pulled ${pulled}`,
          )
        }
      }
    }
    expect(answers).toEqual([])
  })
})
