import {
  adminToken,
  bearer,
  expiredToken,
  foreignToken,
  freshIp,
  loggedInContext,
  postBody,
  siteOrigin,
} from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It logs the owner in and out: it runs against an app server of its own.
runOnOwnServer()

/** Every route of the dashboard's API but the login, with a body it would otherwise accept. */
const ADMIN_ROUTES: { method: string; path: string; data?: unknown }[] = [
  { method: 'GET', path: '/api/admin/check-auth' },
  { method: 'GET', path: '/api/admin/blog' },
  { method: 'POST', path: '/api/admin/blog', data: postBody('auth-probe') },
  { method: 'PUT', path: '/api/admin/blog/1', data: postBody('auth-probe') },
  { method: 'DELETE', path: '/api/admin/blog/1' },
  { method: 'POST', path: '/api/admin/blog/1/publish' },
  { method: 'POST', path: '/api/admin/blog/1/unpublish' },
  {
    method: 'POST',
    path: '/api/admin/blog/upload-image',
    data: { filename: 'x.png', mimeType: 'image/png', data: 'iVBORw0KGgo=' },
  },
  { method: 'GET', path: '/api/admin/contact-messages' },
  { method: 'PATCH', path: '/api/admin/contact-messages/1', data: { status: 'read' } },
  { method: 'POST', path: '/api/admin/logout' },
]

test.describe('the admin API refuses requests without a valid token', () => {
  let token = ''
  test.beforeAll(async () => {
    token = await adminToken()
  })

  const variants: [string, () => Record<string, string>][] = [
    ['without a token', () => ({})],
    ['with an expired token', () => bearer(expiredToken(token))],
    ['with a token signed by another secret', () => bearer(foreignToken(token))],
    ['with a malformed token', () => bearer('not.a.token')],
  ]

  for (const [label, headers] of variants) {
    test(`answers 401 on every admin route ${label}`, async ({ request }) => {
      for (const route of ADMIN_ROUTES) {
        const response = await request.fetch(route.path, {
          method: route.method,
          headers: headers(),
          ...(route.data === undefined ? {} : { data: route.data }),
        })
        expect(response.status(), `${route.method} ${route.path}`).toBe(401)
        expect(await response.json()).toHaveProperty('message')
      }
    })
  }

  test('accepts the real token the forged ones were copied from', async ({ request }) => {
    const response = await request.get('/api/admin/check-auth', { headers: bearer(token) })
    expect(response.status()).toBe(200)
  })
})

test.describe('the auth cookie', () => {
  test('is HttpOnly, SameSite=Lax, for the whole site, and lives as long as the token', async () => {
    const { context, token } = await loggedInContext()
    const cookies = await context.storageState()
    const cookie = cookies.cookies.find((entry) => entry.name === 'payload-token')
    expect(cookie).toBeDefined()
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', value: token })
    // Secure exactly when the site is served over https.
    expect(cookie?.secure).toBe(siteOrigin.startsWith('https:'))
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number
    }
    expect(Math.abs((cookie?.expires ?? 0) - exp)).toBeLessThanOrEqual(5)
    await context.dispose()
  })

  test('is cleared by logout, and the token stops working', async () => {
    const { context, token } = await loggedInContext()
    const response = await context.post('/api/admin/logout', { headers: bearer(token) })
    expect(response.status()).toBe(200)
    const setCookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')
    expect(setCookie?.value).toMatch(/^payload-token=;/)
    expect((await context.storageState()).cookies.map((c) => c.name)).not.toContain('payload-token')
    const after = await context.get('/api/admin/check-auth', { headers: bearer(token) })
    expect(after.status()).toBe(401)
    await context.dispose()
  })

  test('is cleared by a logout whose token is no longer valid', async () => {
    const { context, token } = await loggedInContext()
    const response = await context.post('/api/admin/logout', {
      headers: bearer(expiredToken(token)),
    })
    expect(response.status()).toBe(401)
    expect((await context.storageState()).cookies.map((c) => c.name)).not.toContain('payload-token')
    await context.dispose()
  })

  test('is not set by a failed login', async ({ request }) => {
    const response = await request.post('/api/admin/login', {
      data: { password: 'definitely-not-the-password' },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(response.status()).toBe(401)
    expect(response.headers()['set-cookie']).toBeUndefined()
  })
})
