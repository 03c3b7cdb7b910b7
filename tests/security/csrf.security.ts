import { type APIRequestContext } from '@playwright/test'

import {
  adminToken,
  bearer,
  EVIL_ORIGIN,
  freshIp,
  loggedInContext,
  postBody,
  siteOrigin,
  uniqueSlug,
} from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It logs the owner in: it runs against an app server of its own.
runOnOwnServer()

/**
 * Writes that carry only the auth cookie (as a browser attaches it) must come from the site's
 * own pages. The request contexts here send the cookie and whatever Origin/Referer a test names.
 */
let cookieContext: APIRequestContext
let token = ''
let postId = 0

test.beforeAll(async () => {
  ;({ context: cookieContext, token } = await loggedInContext())
  const created = await cookieContext.post('/api/admin/blog', {
    headers: bearer(token),
    data: postBody(uniqueSlug('csrf-target')),
  })
  expect(created.status()).toBe(201)
  postId = ((await created.json()) as { post: { id: number } }).post.id
})

test.afterAll(async () => {
  await cookieContext.delete(`/api/admin/blog/${postId}`, { headers: bearer(token) })
  await cookieContext.dispose()
})

/** Every kind of cookie-authenticated write: the dashboard API, Payload REST and GraphQL, /cms. */
const writes = (): {
  name: string
  method: string
  path: string
  data?: unknown
  headers?: Record<string, string>
}[] => [
  { name: 'create a post', method: 'POST', path: '/api/admin/blog', data: postBody('csrf-x') },
  {
    name: 'edit a post',
    method: 'PUT',
    path: `/api/admin/blog/${postId}`,
    data: postBody('csrf-y'),
  },
  { name: 'publish a post', method: 'POST', path: `/api/admin/blog/${postId}/publish` },
  { name: 'delete a post', method: 'DELETE', path: `/api/admin/blog/${postId}` },
  {
    name: 'change a message',
    method: 'PATCH',
    path: '/api/admin/contact-messages/1',
    data: { status: 'read' },
  },
  { name: 'log out', method: 'POST', path: '/api/admin/logout' },
  { name: 'Payload REST create', method: 'POST', path: '/api/posts', data: postBody('csrf-z') },
  {
    name: 'Payload REST update',
    method: 'PATCH',
    path: `/api/posts/${postId}`,
    data: { title: 'x' },
  },
  { name: 'Payload REST delete', method: 'DELETE', path: `/api/posts/${postId}` },
  {
    name: 'GraphQL mutation',
    method: 'POST',
    path: '/api/graphql',
    data: { query: `mutation { deletePost(id: ${postId}) { id } }` },
  },
  {
    name: '/cms server action',
    method: 'POST',
    path: '/cms',
    data: '[]',
    headers: {
      'next-action': '0000000000000000000000000000000000000000',
      'content-type': 'text/plain',
    },
  },
]

async function send(
  write: ReturnType<typeof writes>[number],
  headers: Record<string, string>,
  context = cookieContext,
) {
  return context.fetch(write.path, {
    method: write.method,
    headers: { ...write.headers, ...headers },
    ...(write.data === undefined ? {} : { data: write.data }),
  })
}

async function expectRefused(headers: Record<string, string>) {
  for (const write of writes()) {
    const response = await send(write, headers)
    expect(response.status(), write.name).toBe(403)
    expect(await response.json(), write.name).toEqual({
      message: expect.any(String),
      code: 'cross_site_refused',
    })
  }
  // Nothing happened: the post is still there, unchanged and unpublished.
  const check = await cookieContext.get('/api/admin/blog', { headers: bearer(token) })
  const { posts } = (await check.json()) as {
    posts: { id: number; status: string; title: string }[]
  }
  const target = posts.find((post) => post.id === postId)
  expect(target).toMatchObject({ status: 'draft' })
  expect(target?.title).toMatch(/^Security probe csrf-target/)
}

test.describe('cookie-authenticated writes', () => {
  test('are refused with 403 from another origin', async () => {
    await expectRefused({ origin: EVIL_ORIGIN })
  })

  test('are refused from a subdomain of the site', async () => {
    const url = new URL(siteOrigin)
    await expectRefused({
      origin: `${url.protocol}//evil.${url.hostname}${url.port ? `:${url.port}` : ''}`,
    })
  })

  test('are refused from an opaque origin', async () => {
    await expectRefused({ origin: 'null' })
  })

  test('are refused with only a foreign Referer', async () => {
    await expectRefused({ referer: `${EVIL_ORIGIN}/attack.html` })
  })

  test('are refused when they name no origin at all', async () => {
    await expectRefused({})
  })

  test('are refused whatever the content type', async () => {
    await expectRefused({ origin: EVIL_ORIGIN, 'content-type': 'text/plain' })
  })

  test('are refused with an Authorization header that is not a token', async () => {
    await expectRefused({ origin: EVIL_ORIGIN, authorization: 'Basic YTpi' })
  })

  test('are accepted from the site itself', async () => {
    const slug = uniqueSlug('csrf-own')
    const created = await cookieContext.post('/api/admin/blog', {
      headers: { origin: siteOrigin },
      data: postBody(slug),
    })
    expect(created.status()).toBe(201)
    const { post } = (await created.json()) as { post: { id: number } }
    const viaPayload = await cookieContext.patch(`/api/posts/${post.id}`, {
      headers: { origin: siteOrigin },
      data: { title: 'Renamed from the site' },
    })
    expect(viaPayload.status()).toBe(200)
    const removed = await cookieContext.delete(`/api/admin/blog/${post.id}`, {
      headers: { origin: siteOrigin },
    })
    expect(removed.status()).toBe(200)
  })
})

test.describe('token-authenticated writes', () => {
  test('are accepted from any origin', async ({ request }) => {
    const freshToken = await adminToken()
    for (const origin of [EVIL_ORIGIN, 'null']) {
      const created = await request.post('/api/admin/blog', {
        headers: { ...bearer(freshToken), origin },
        data: postBody(uniqueSlug('csrf-bearer')),
      })
      expect(created.status()).toBe(201)
      const { post } = (await created.json()) as { post: { id: number } }
      const removed = await request.delete(`/api/admin/blog/${post.id}`, {
        headers: { ...bearer(freshToken), origin },
      })
      expect(removed.status()).toBe(200)
    }
  })

  test('are accepted with a cookie beside the token', async () => {
    const created = await cookieContext.post('/api/admin/blog', {
      headers: { ...bearer(token), origin: EVIL_ORIGIN },
      data: postBody(uniqueSlug('csrf-both')),
    })
    expect(created.status()).toBe(201)
    const { post } = (await created.json()) as { post: { id: number } }
    await cookieContext.delete(`/api/admin/blog/${post.id}`, { headers: bearer(token) })
  })
})

test.describe('JSON endpoints', () => {
  const endpoints = (): { path: string; method: string; admin?: boolean; body: unknown }[] => [
    { path: '/api/contact-message', method: 'POST', body: { name: 'A', email: 'a@b.example' } },
    { path: '/api/ai-check', method: 'POST', body: { domain: 'example.com' } },
    { path: '/api/clavius-waitlist', method: 'POST', body: { name: 'A', email: 'a@b.example' } },
    { path: '/api/admin/login', method: 'POST', body: { password: 'x' } },
    { path: '/api/admin/blog', method: 'POST', admin: true, body: postBody('type-probe') },
    { path: `/api/admin/blog/${postId}`, method: 'PUT', admin: true, body: postBody('type-probe') },
    {
      path: '/api/admin/blog/upload-image',
      method: 'POST',
      admin: true,
      body: { filename: 'a', data: 'AA==' },
    },
    {
      path: '/api/admin/contact-messages/1',
      method: 'PATCH',
      admin: true,
      body: { status: 'read' },
    },
  ]

  test('refuse a body that is not declared as JSON with 415', async ({ request }) => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      for (const endpoint of endpoints()) {
        const response = await request.fetch(endpoint.path, {
          method: endpoint.method,
          headers: {
            'content-type': type,
            'x-forwarded-for': freshIp(),
            ...(endpoint.admin ? bearer(token) : {}),
          },
          data: JSON.stringify(endpoint.body),
        })
        expect(response.status(), `${endpoint.method} ${endpoint.path} as ${type}`).toBe(415)
        expect(await response.json()).toHaveProperty('message')
      }
    }
  })
})
