import { createHash, createHmac } from 'node:crypto'

import { type APIRequestContext, type APIResponse } from '@playwright/test'

import { adminToken, baseUrl, bearer, freshIp } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It makes redirects: it runs against an app server of its own.
runOnOwnServer()

/**
 * Hostile redirect targets and preview paths against the built app. Whatever an administrator's
 * stolen session or a crafted link sends, no answer is a 500, and no Location leads to
 * evil.example: a target that pretends to stay on good.example is refused with a message.
 */
const siteHost = () => new URL(baseUrl).host

/** Targets written to look like this site or good.example while leading to evil.example. */
const HOSTILE_TARGETS = [
  'http://evil.example\\@good.example',
  'https://evil.example\\.good.example/',
  'https://good.example@evil.example/',
  'https://good.example:secret@evil.example/',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '//evil.example',
  '///evil.example',
  'evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '/\t/evil.example',
  '/blog?x=1\r\nLocation: https://evil.example',
  '/blog?x=1\nSet-Cookie: stolen=1',
  '/blog?x=\u0000',
  '/blog?x=\u0001',
  '/blog?x=\u007f',
  '/blog?x=\u0085',
  '/blog?q=Ω',
  '/blog#\u2028',
  '/\uff0f\uff0f',
  '/blog?q=\ud800',
  'https://good.example/\r\n',
]

/** Paths a crafted preview or exit link may carry. */
const HOSTILE_PATHS = [
  '/%00',
  '/%01',
  '/%7F',
  '/%EF%BC%8F',
  '/%EF%BC%8F%EF%BC%8Fevil.example',
  '/%0D%0ASet-Cookie:%20stolen=1',
  '//evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  'https://evil.example/',
  '%2F%2Fevil.example',
]

const unique = (name: string) =>
  `/${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

/** The Location's host, resolved as a browser would against the site. */
function locationHost(response: APIResponse): string | null {
  const location = response.headers()['location']
  return location === undefined ? null : new URL(location, baseUrl).host
}

async function expectSafe(response: APIResponse, label: string) {
  expect(response.status(), `${label}: ${(await response.text()).slice(0, 200)}`).toBeLessThan(500)
  const host = locationHost(response)
  if (host !== null) expect([siteHost(), 'good.example'], label).toContain(host)
  expect(response.headers()['location'] ?? '', label).not.toContain('evil.example')
}

async function createRedirect(request: APIRequestContext, token: string, data: unknown) {
  return request.post('/api/redirects', {
    headers: { ...bearer(token), 'x-forwarded-for': freshIp() },
    data,
  })
}

test.describe('redirect targets', () => {
  test('a hostile target is refused with a message, or answers safely', async ({ request }) => {
    const token = await adminToken()
    for (const url of HOSTILE_TARGETS) {
      const from = unique('hostile')
      const saved = await createRedirect(request, token, { from, to: { type: 'custom', url } })
      const label = JSON.stringify(url)
      expect(saved.status(), label).toBeLessThan(500)
      if (saved.status() === 201) {
        const { doc } = (await saved.json()) as { doc: { id: number } }
        await expectSafe(await request.get(from, { maxRedirects: 0 }), label)
        await request.delete(`/api/redirects/${doc.id}`, { headers: bearer(token) })
      } else {
        expect(saved.status(), label).toBe(400)
        const body = (await saved.json()) as {
          errors?: { data?: { errors?: { path: string }[] } }[]
        }
        expect(body.errors?.[0]?.data?.errors?.[0]?.path, label).toBe('to.url')
      }
    }
  })

  test('a redirect to an unpublished post answers 404 without its slug', async ({ request }) => {
    const token = await adminToken()
    const slug = `unpublished-${Date.now().toString(36)}`
    const created = await request.post('/api/admin/blog', {
      headers: bearer(token),
      data: { title: 'Not yet', slug, content: 'Body.', status: 'draft', readTime: 1 },
    })
    expect(created.status()).toBe(201)
    const { post } = (await created.json()) as { post: { id: number } }
    const from = unique('to-unpublished')
    const saved = await createRedirect(request, token, {
      from,
      to: { type: 'reference', reference: { relationTo: 'posts', value: post.id } },
    })
    expect(saved.status()).toBe(201)
    const answer = await request.get(from, { maxRedirects: 0 })
    expect(answer.status()).toBe(404)
    expect(answer.headers()['location']).toBeUndefined()
    expect(await answer.text()).not.toContain(slug)

    await request.delete(`/api/admin/blog/${post.id}`, { headers: bearer(token) })
    const { doc } = (await saved.json()) as { doc: { id: number } }
    await request.delete(`/api/redirects/${doc.id}`, { headers: bearer(token) })
  })
})

test.describe('preview paths', () => {
  test('the exit link sends a hostile path home, never answering 500', async ({ request }) => {
    for (const path of HOSTILE_PATHS) {
      const answer = await request.get(`/api/draft-preview/exit?path=${path}`, {
        maxRedirects: 0,
      })
      await expectSafe(answer, path)
      expect(answer.headers()['location'], path).toBe('/')
    }
  })

  test('the preview link never answers 500 or leaves the site for a hostile path', async ({
    request,
  }) => {
    const token = await adminToken()
    // Payload keys its HMACs with a digest of PAYLOAD_SECRET, and so does the preview secret.
    const key = createHash('sha256')
      .update(process.env.PAYLOAD_SECRET ?? '')
      .digest('hex')
      .slice(0, 32)
    const secret = createHmac('sha256', key).update('draft-preview').digest('base64url')
    for (const path of HOSTILE_PATHS) {
      const answer = await request.get(`/api/draft-preview?secret=${secret}&path=${path}`, {
        maxRedirects: 0,
        headers: { Cookie: `payload-token=${token}` },
      })
      await expectSafe(answer, path)
      if (answer.status() === 307) expect(answer.headers()['location'], path).toBe('/')
    }
  })

  test('a hostile address on the site never answers 500', async ({ request }) => {
    for (const path of ['/blog/%01', '/blog/%EF%BC%8F', '/%0D%0A', '/blog/%5C%5Cevil.example']) {
      await expectSafe(await request.get(path, { maxRedirects: 0 }), path)
    }
  })
})
