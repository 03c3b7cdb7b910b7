import { createHash, createHmac, randomBytes } from 'node:crypto'

import { type APIRequestContext, request } from '@playwright/test'

/**
 * Shared pieces of the security suite. It runs against the app `npm run test:e2e` builds and
 * starts (E2E_BASE_URL), with the same PAYLOAD_SECRET, so it can mint tokens the app would
 * accept but for one detail (expired, or signed with another key).
 */
export let baseUrl = process.env.E2E_BASE_URL ?? ''
export let siteOrigin = baseUrl ? new URL(baseUrl).origin : ''

/** Points the helpers at another app server: a file's own (tests/support/ownServer.ts). */
export function pointHelpersAt(url: string): void {
  baseUrl = url
  siteOrigin = new URL(url).origin
}

export const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? ''
export const EVIL_ORIGIN = 'https://evil.example'

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Review screenshots, opt-in through SCREENSHOT_DIR: the end-to-end suite's helper. */
export { reviewScreenshot } from '../e2e/support'

let ipCounter = 0
/**
 * A fresh client address. The test runner stands in for the trusted proxy (TRUSTED_PROXY_HOPS=1),
 * so the last X-Forwarded-For entry is the address rate limits count.
 */
export function freshIp(): string {
  ipCounter += 1
  return `198.19.${(process.pid + ipCounter) % 250}.${ipCounter % 250}`
}

/** Logs in with the dashboard's password-only login from a new context, which keeps the cookie. */
export async function loggedInContext(): Promise<{ context: APIRequestContext; token: string }> {
  const context = await request.newContext({ baseURL: baseUrl })
  const response = await context.post('/api/admin/login', {
    data: { password: adminPassword },
    headers: { 'x-forwarded-for': freshIp() },
  })
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return { context, token }
}

/**
 * A token and no cookie: the one the global set-up logged in with, shared by every worker
 * (tests/e2e/support.ts says why), else one from a throwaway context.
 */
export async function adminToken(): Promise<string> {
  if (process.env.E2E_ADMIN_TOKEN) return process.env.E2E_ADMIN_TOKEN
  const { context, token } = await loggedInContext()
  await context.dispose()
  return token
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

export function decodeToken(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >
}

/** An HS256 JWT over `claims`, signed the way Payload signs (its key is derived from the secret). */
export function signToken(claims: Record<string, unknown>, secret: string): string {
  const key = createHash('sha256').update(secret).digest('hex').slice(0, 32)
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = base64url(JSON.stringify(claims))
  const signature = createHmac('sha256', key).update(`${head}.${body}`).digest()
  return `${head}.${body}.${base64url(signature)}`
}

/** The real token's claims, re-signed with the app's secret but expired a minute ago. */
export function expiredToken(real: string): string {
  const now = Math.floor(Date.now() / 1000)
  return signToken(
    { ...decodeToken(real), iat: now - 3600, exp: now - 60 },
    process.env.PAYLOAD_SECRET ?? '',
  )
}

/** The real token's claims, unexpired, signed with a key the app never had. */
export function foreignToken(real: string): string {
  return signToken(decodeToken(real), randomBytes(24).toString('hex'))
}

export const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`

/** A post body the admin API accepts. */
export function postBody(slug: string, extra: Record<string, unknown> = {}) {
  return {
    title: `Security probe ${slug}`,
    slug,
    content: 'Probe body.',
    status: 'draft',
    ...extra,
  }
}

export const adminEmail = process.env.E2E_ADMIN_EMAIL ?? ''
