import config from '@payload-config'
import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { CollectionSlug, Payload } from 'payload'
import { expect } from 'vitest'

import { finishPayloadAnswer } from '@/lib/http/payloadRoutes'
import type { Admin } from '@/payload-types'

import { clearCollections, testPayload } from './payload'

/**
 * What the field-rule tests (tests/int/fieldRules*.int.test.ts) share: an administrator, the
 * doors that write as them, and each door's field errors read the same way.
 */

export type Json = Record<string, unknown>
type FieldError = { path: string; message: string }

export let payload: Payload
export let admin: Admin
let token = ''
let counter = 0
export const unique = () => `${Date.now().toString(36)}-${++counter}`
const freshIp = () => `198.18.${Math.floor(++counter / 250) % 250}.${counter % 250}`

const rest = { POST: REST_POST(config), PATCH: REST_PATCH(config) } as const

/** The administrator every door writes as, new in this process's database. */
export async function signInRulesAdmin(): Promise<void> {
  payload = await testPayload()
  await clearCollections(payload, ['admins'])
  admin = await payload.create({
    collection: 'admins',
    data: { email: 'rules@example.com', name: 'Rules', password: 'rules-password-123' },
    overrideAccess: true,
  })
  token = (
    await payload.login({
      collection: 'admins',
      data: { email: 'rules@example.com', password: 'rules-password-123' },
    })
  ).token!
}

export function jsonRequest(
  method: string,
  path: string,
  body: unknown,
  auth: 'JWT' | 'Bearer' | null,
) {
  const headers = new Headers({ 'content-type': 'application/json', 'x-forwarded-for': freshIp() })
  if (auth) headers.set('Authorization', `${auth} ${token}`)
  return new Request(`http://localhost${path}`, { method, headers, body: JSON.stringify(body) })
}

/** Payload's REST API as the app serves it under /api. */
export async function restCall(
  method: keyof typeof rest,
  path: string,
  body: unknown,
): Promise<Response> {
  const request = jsonRequest(method, path, body, 'JWT')
  const slug = new URL(request.url).pathname.replace(/^\/api\//, '').split('/')
  const raw = await rest[method](request, { params: Promise.resolve({ slug }) })
  return finishPayloadAnswer(request, raw)
}

/** The field errors of Payload's ValidationError answer: `errors[].data.errors[]`. */
export async function restFieldErrors(response: Response): Promise<FieldError[]> {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { errors?: { data?: { errors?: FieldError[] } }[] }
  return (body.errors ?? []).flatMap((error) => error.data?.errors ?? [])
}

/** The field errors of the Local API's ValidationError. */
export async function localFieldErrors(write: Promise<unknown>): Promise<FieldError[]> {
  const error = await write.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error, 'the write was accepted').toBeDefined()
  expect((error as { status?: number }).status).toBe(400)
  return (error as { data?: { errors?: FieldError[] } }).data?.errors ?? []
}

/** The per-field reasons of the site's own handlers: `{ message, errors: { field: reason } }`. */
export async function handlerErrors(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { message?: string; errors?: Record<string, string> }
  expect(body.message).toBe('Please check the highlighted fields.')
  return body.errors ?? {}
}

/** A reason for `field` itself or one of its items (`tags.0`). */
export const reasonFor = (errors: Record<string, string>, field: string) =>
  errors[field] ??
  Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1] ??
  `(no reason for ${field}: ${JSON.stringify(errors)})`

export async function count(collection: CollectionSlug, where: Json): Promise<number> {
  return (await payload.count({ collection, where: where as never, overrideAccess: true }))
    .totalDocs
}
