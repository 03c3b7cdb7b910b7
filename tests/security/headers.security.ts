import { expect, test } from '@playwright/test'

import { adminToken, baseUrl, bearer, freshIp } from './support'

/**
 * HSTS only where it means something, no copy of personal data in any cache, and no answer
 * that tells the world an internal address.
 */
test('HSTS is not sent over plain http', async ({ request }) => {
  for (const path of ['/', '/blog', '/api/blog', '/api/health', '/favicon.ico', '/cms/login']) {
    const response = await request.get(path)
    expect(response.headers()['strict-transport-security'], path).toBeUndefined()
  }
  // Behind a TLS-terminating proxy (X-Forwarded-Proto: https) it is.
  const behindTls = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
  expect(behindTls.headers()['strict-transport-security']).toBe(
    'max-age=63072000; includeSubDomains; preload',
  )
})

test('every answer carrying personal data says Cache-Control: no-store', async ({ request }) => {
  const token = await adminToken()
  const auth = bearer(token)
  const waitlist = await request.post('/api/clavius-waitlist', {
    headers: { 'x-forwarded-for': freshIp() },
    data: { name: 'Cache Probe', email: `cache-${Date.now()}@example.com` },
  })
  expect(waitlist.ok()).toBe(true)
  const answers = {
    'REST contact messages': await request.get('/api/contact-messages?limit=1', { headers: auth }),
    'REST contact message count': await request.get('/api/contact-messages/count', {
      headers: auth,
    }),
    'REST waitlist entries': await request.get('/api/waitlist-entries?limit=1', { headers: auth }),
    'REST administrators': await request.get('/api/admins', { headers: auth }),
    'REST me': await request.get('/api/admins/me', { headers: auth }),
    'REST drafts, signed in': await request.get('/api/posts?draft=true&limit=1', { headers: auth }),
    'dashboard messages': await request.get('/api/admin/contact-messages', { headers: auth }),
    'dashboard auth check': await request.get('/api/admin/check-auth', { headers: auth }),
    'dashboard posts': await request.get('/api/admin/blog', { headers: auth }),
  }
  for (const [label, response] of Object.entries(answers)) {
    expect(response.status(), label).toBe(200)
    expect(response.headers()['cache-control'] ?? '', label).toMatch(/\bno-store\b/)
  }
})

test('no answer names an internal URL: Payload routes without endpoints are a plain 404', async ({
  request,
}) => {
  const token = await adminToken()
  for (const headers of [{}, bearer(token)]) {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      for (const path of ['/api/payload-migrations', '/api/payload-migrations/1']) {
        const response = await request.fetch(path, {
          method,
          headers,
          data: method === 'GET' || method === 'DELETE' ? undefined : {},
        })
        const text = await response.text()
        expect([404, 405], `${method} ${path}`).toContain(response.status())
        expect(JSON.parse(text)).toHaveProperty('message')
        expect(text, `${method} ${path}`).not.toMatch(/https?:\/\//)
        expect(text).not.toContain(new URL(baseUrl).host)
        expect(text).not.toMatch(/localhost|127\.0\.0\.1|0\.0\.0\.0/)
      }
    }
  }
})

test('a forged X-Forwarded-Proto or Host never reaches a Markdown link', async ({ request }) => {
  const forged: Record<string, string>[] = [
    { 'x-forwarded-proto': 'https://evil.example/?' },
    { 'x-forwarded-host': 'evil.example' },
    { host: 'evil.example' },
  ]
  for (const headers of forged) {
    for (const [path, accept] of [
      ['/blog', 'text/markdown'],
      ['/coaching.md', '*/*'],
    ] as const) {
      const response = await request.get(path, { headers: { ...headers, accept } })
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(200)
      const body = await response.text()
      expect(body, path).toContain(`](${baseUrl}/`)
      expect(body, path).not.toContain('evil.example')
    }
  }
})
