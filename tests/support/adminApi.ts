import sharp from 'sharp'

import { clearLoginThrottles } from '@/lib/http/loginThrottle'

import { pastTimestamp } from './clock'
import { clearCollections, testPayload } from './payload'

/**
 * What the tests of the dashboard's API (tests/int/admin*.int.test.ts) share: two administrators,
 * requests as the handlers receive them, and a valid post.
 */

export const OWNER = {
  email: 'owner@example.com',
  name: 'Olivia Owner',
  password: 'owner-password-123',
}

export const OTHER = {
  email: 'second@example.com',
  name: 'Second Admin',
  password: 'second-password-456',
}

export type Json = Record<string, unknown>

/** The public blog list as a reader's request asks for it (no validators sent). */
export const publicListRequest = () => new Request('http://localhost/api/blog')

export function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string; ip?: string } = {},
) {
  // A client address of its own per request unless given: login throttling counts per address.
  const headers = new Headers({ 'x-forwarded-for': options.ip ?? freshIp() })
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`http://localhost${path}`, { method, headers, body })
}

let ipCounter = 0
export const freshIp = () => `198.18.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`

export const idParams = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

/**
 * The owner first, so the password-only login is theirs; then a second administrator. New
 * accounts under the same addresses: the failed logins counted on the earlier ones are forgotten.
 */
export async function arrangeAdmins(): Promise<void> {
  const payload = await testPayload()
  await clearCollections(payload, ['admins'])
  await clearLoginThrottles()
  const owner = await payload.create({ collection: 'admins', data: OWNER, overrideAccess: true })
  await pastTimestamp(owner.createdAt)
  await payload.create({ collection: 'admins', data: OTHER, overrideAccess: true })
}

export async function ownerToken(): Promise<string> {
  const payload = await testPayload()
  const { token } = await payload.login({
    collection: 'admins',
    data: { email: OWNER.email, password: OWNER.password },
  })
  return token!
}

export const validPost = (overrides: Json = {}) => ({
  title: 'A valid post',
  slug: 'a-valid-post',
  excerpt: 'Short summary',
  content: '# Heading\n\nBody text.',
  heroImage: '',
  category: 'Guides',
  tags: ['ai', 'seo'],
  metaTitle: '',
  metaDescription: '',
  status: 'draft',
  readTime: 5,
  ...overrides,
})

export async function json(response: Response): Promise<Json> {
  return (await response.json()) as Json
}

export async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer()
}
