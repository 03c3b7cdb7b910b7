import { type APIResponse } from '@playwright/test'

import { adminToken, bearer, freshIp } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It writes to the demo posts: it runs against an app server of its own.
runOnOwnServer()

/**
 * Malformed input of every kind, across the API: the answer is a 4xx, and no answer carries a
 * stack trace, a SQL fragment or a path on the server's disk.
 */
const STACK = /\n\s+at [\w.<>]+ \(|at async |\bat Object\.|\.(?:js|ts|tsx|mjs):\d+:\d+/
const FILE_PATH = new RegExp(
  `${escape(process.cwd())}|node_modules|/home/|/root/|\.data/|[A-Z]:\\\\`,
)
/** Database error texts: PostgreSQL's, and what drizzle wraps them in. */
const SQL_ERROR =
  /syntax error at or near|relation "|column "|violates \w+ constraint|duplicate key value|Failed query|\bdrizzle\b|\bpg_\w+/i
/** A statement; looked for in API answers only (an article may well say 'update … from'). */
const SQL_STATEMENT =
  /\b(?:select|insert into|update|delete from)\b[^"]{0,80}\b(?:from|set|values|where)\b/i

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function expectClean(response: APIResponse, label: string) {
  const body = await response.text()
  expect(response.status(), `${label}: ${body.slice(0, 300)}`).toBeLessThan(500)
  const html = (response.headers()['content-type'] ?? '').includes('text/html')
  const leaks: [string, RegExp][] = [
    ['stack trace', STACK],
    ['file path', FILE_PATH],
    ['SQL error', SQL_ERROR],
    ...(html ? [] : ([['SQL statement', SQL_STATEMENT]] as [string, RegExp][])),
  ]
  for (const [kind, pattern] of leaks) {
    expect(pattern.test(body), `${label} leaks a ${kind}: ${body.slice(0, 500)}`).toBe(false)
    for (const [name, value] of Object.entries(response.headers())) {
      expect(pattern.test(value), `${label} leaks a ${kind} in ${name}`).toBe(false)
    }
  }
}

const HUGE = '9'.repeat(40)

test.describe('no answer leaks internals', () => {
  test('for malformed ids, queries and paths', async ({ request }) => {
    const paths = [
      '/api/posts/abc',
      `/api/posts/${HUGE}`,
      '/api/posts/-1',
      '/api/posts/1e999',
      '/api/posts/%00',
      '/api/posts/1%27%20OR%201=1--',
      '/api/posts?where[id][equals]=abc',
      `/api/posts?where[id][equals]=${HUGE}`,
      '/api/posts?where[title][like]=%27%20OR%201=1--',
      '/api/posts?where[nonexistent][equals]=1',
      '/api/posts?where[or][0][and]=x',
      '/api/posts?where[title][in]=a&where[title][in][x]=b',
      '/api/posts?sort=;DROP%20TABLE%20posts',
      '/api/posts?sort=nonexistent',
      '/api/posts?limit=-1',
      '/api/posts?limit=abc',
      `/api/posts?limit=${HUGE}`,
      '/api/posts?page=-5',
      '/api/posts?depth=1000',
      '/api/posts?locale=../../etc',
      '/api/posts?select[password]=true',
      '/api/media?where[filename][like]=..%2F..%2F',
      '/api/media/file/..%2F..%2Fpackage.json',
      '/api/media/file/%2e%2e%2f%2e%2e%2f.env',
      '/api/media/file/nonexistent.png',
      '/api/nonexistent-collection',
      '/api/globals/nonexistent',
      '/api/blog/%E0%A4%A',
      '/blog/%E0%A4%A',
      '/%ZZ',
      `/api/blog/${'a'.repeat(5000)}`,
      "/api/blog/'%20OR%201=1--",
      `/api/blog?search=${encodeURIComponent("' OR 1=1 --")}`,
      `/blog/${HUGE}`,
      '/blog?search=%27%22%3E%3Cscript%3E',
      '/api/admins/verify/not-a-token',
      '/api/admins/me?depth=abc',
    ]
    for (const probe of paths) await expectClean(await request.get(probe), `GET ${probe}`)
  })

  test('for bodies that are not JSON, wrongly typed or deeply nested', async ({ request }) => {
    // Over two hundred requests: on a busy machine this takes a while.
    test.setTimeout(300_000)
    const token = await adminToken()
    const endpoints: [string, string, boolean][] = [
      ['POST', '/api/contact-message', false],
      ['POST', '/api/ai-check', false],
      ['POST', '/api/clavius-waitlist', false],
      ['POST', '/api/admin/login', false],
      ['POST', '/api/admin/blog', true],
      ['PUT', `/api/admin/blog/${HUGE}`, true],
      ['PUT', '/api/admin/blog/1', true],
      ['POST', '/api/admin/blog/upload-image', true],
      ['PATCH', '/api/admin/contact-messages/abc', true],
      ['PATCH', `/api/admin/contact-messages/${HUGE}`, true],
      ['POST', '/api/posts', true],
      ['PATCH', '/api/posts/1', true],
      ['POST', '/api/admins/login', false],
      ['POST', '/api/admins/forgot-password', false],
      ['POST', '/api/admins/reset-password', false],
      ['POST', '/api/admins/unlock', false],
      ['POST', '/api/graphql', false],
      ['POST', '/mcp', false],
    ]
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    const bodies = [
      '{"a":',
      'null',
      '[]',
      '"text"',
      '12',
      deep,
      '{"domain":{"$gt":""},"email":{"$ne":null},"password":["x"],"title":{"a":1},"slug":[1],"status":"x","data":7,"query":{}}',
      `{"title":"${'x'.repeat(300)}","slug":"../../etc","content":"x","readTime":1e308,"publishedAt":"not a date","tags":"x"}`,
      '{"query":"{ Posts { docs { id"}',
      '{"query":"query($id: Int!) { Post(id: $id) { id } }","variables":{"id":"abc"}}',
      '{"query":"{ Posts { docs { nonexistentField } } }"}',
      `{"query":"{ ${'Posts { docs { id } } '.repeat(1)}${'a'.repeat(3000)} }"}`,
      '{"email":"\' OR 1=1 --","password":"x","token":"x"}',
    ]
    for (const [method, url, admin] of endpoints) {
      for (const data of bodies) {
        const response = await request.fetch(url, {
          method,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': freshIp(),
            ...(admin ? bearer(token) : {}),
          },
          data,
        })
        await expectClean(response, `${method} ${url} ${data.slice(0, 60)}`)
      }
    }
  })

  test('for methods a route does not take', async ({ request }) => {
    const probes: [string, string][] = [
      ['GET', '/api/contact-message'],
      ['PUT', '/api/ai-check'],
      ['DELETE', '/api/clavius-waitlist'],
      ['PATCH', '/api/admin/login'],
      ['GET', '/api/admin/logout'],
      ['POST', '/api/blog'],
      ['DELETE', '/api/blog/rss'],
      ['PUT', '/api/admin/contact-messages'],
      ['GET', '/api/admin/blog/upload-image'],
      ['PUT', '/api/graphql'],
      ['POST', '/'],
      ['DELETE', '/blog'],
      ['PUT', '/sitemap.xml'],
      ['GET', '/mcp'],
      ['DELETE', '/mcp'],
      ['PATCH', '/mcp'],
    ]
    for (const [method, url] of probes) {
      await expectClean(
        await request.fetch(url, { method, headers: { 'x-forwarded-for': freshIp() } }),
        `${method} ${url}`,
      )
    }
  })

  test('for a login that leaks nothing about the administrator', async ({ request }) => {
    const answer = await request.post('/api/admins/login', {
      data: { email: 'nobody@nowhere.example', password: 'x' },
    })
    expect(answer.status()).toBe(401)
    await expectClean(answer, 'Payload login')
  })
})
