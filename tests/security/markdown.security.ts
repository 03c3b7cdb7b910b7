import { adminToken, baseUrl, bearer } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts: it runs against an app server of its own.
runOnOwnServer()

/**
 * The Markdown versions of pages are kept by shared caches for every visitor, so nothing of one
 * request may reach them: links come from the configured site address only, and a stored title
 * cannot add lines or links to the document.
 */
const FORGED: Record<string, string>[] = [
  { 'x-forwarded-proto': 'https://evil.example/?' },
  { 'x-forwarded-host': 'evil.example' },
  { host: 'evil.example' },
  { 'x-forwarded-proto': 'https://evil.example/?', 'x-forwarded-host': 'evil.example' },
]

async function createPost(request: Parameters<Parameters<typeof test>[2]>[0]['request']) {
  const slug = `markdown-forged-${Date.now()}`
  const created = await request.post('/api/admin/blog', {
    headers: bearer(await adminToken()),
    data: {
      title: `Forged links ${slug} ](http://hostile.example) # Evil`,
      slug,
      excerpt: 'A post whose links must name the site.',
      content: 'Read the [coaching page](/coaching) and ![a chart](/images/chart.png).',
      status: 'published',
      readTime: 2,
      tags: [],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return slug
}

test('a forged X-Forwarded-Proto or Host never reaches the links of a page or post', async ({
  request,
}) => {
  const slug = await createPost(request)
  const addresses: [string, string][] = [
    [`/blog/${slug}.md`, '*/*'],
    [`/blog/${slug}`, 'text/markdown'],
    ['/coaching.md', '*/*'],
    ['/', 'text/markdown'],
    ['/index.md', '*/*'],
  ]
  for (const headers of FORGED) {
    for (const [path, accept] of addresses) {
      const label = `${path} ${JSON.stringify(headers)}`
      const response = await request.get(path, { headers: { ...headers, accept } })
      expect(response.status(), label).toBe(200)
      expect(response.headers()['content-type'], label).toBe('text/markdown; charset=utf-8')
      const body = await response.text()
      expect(body, label).toContain(`](${baseUrl}/`)
      expect(body, label).not.toContain('evil.example')
    }
  }
  const post = await (await request.get(`/blog/${slug}.md`)).text()
  expect(post).toContain(`[coaching page](${baseUrl}/coaching)`)
  expect(post).toContain(`![a chart](${baseUrl}/images/chart.png)`)
})

test('a hostile post title stays one inert heading line', async ({ request }) => {
  const slug = await createPost(request)
  const body = await (await request.get(`/blog/${slug}.md`)).text()
  const [heading, blank, summary] = body.split('\n')
  expect(heading).toBe(`# Forged links ${slug} \\](http://hostile.example) \\# Evil`)
  expect(blank).toBe('')
  expect(summary).toBe('> A post whose links must name the site.')
  expect(body).not.toMatch(/^# Evil/m)
})
