import sharp from 'sharp'

import { adminToken, bearer, uniqueSlug } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes a post: it runs against an app server of its own.
runOnOwnServer()

/**
 * A post's generated social card is drawn only at the address its article links (`?v=` the
 * post's version): any other query string is sent there with a 308 and draws nothing, and the
 * card at that address is drawn once and then served from the cache.
 */
let token = ''
const postIds: number[] = []

test.beforeAll(async () => {
  token = await adminToken()
})

test.afterAll(async ({ request }) => {
  for (const id of postIds) await request.delete(`/api/posts/${id}`, { headers: bearer(token) })
})

test('only the linked address draws a card; any other query answers 308 to it', async ({
  page,
  request,
}) => {
  const slug = uniqueSlug('card-probe')
  const created = await request.post('/api/posts', {
    headers: bearer(token),
    data: {
      // As long as a title and a category may be: the card cuts them to fit.
      title: `${'A very long title '.repeat(11)}end`.slice(0, 200),
      category: 'c'.repeat(80),
      slug,
      content: 'Card body.',
      status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  postIds.push(((await created.json()) as { doc: { id: number } }).doc.id)

  await page.goto(`/blog/${slug}`)
  const linked = await page.locator('meta[property="og:image"]').first().getAttribute('content')
  const path = new URL(linked!).pathname + new URL(linked!).search
  expect(path).toMatch(new RegExp(`^/blog/${slug}/social-card\\?v=\\d+$`))

  const card = await request.get(path)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toBe('image/png')
  const bytes = await card.body()
  const { width, height } = await sharp(bytes).metadata()
  expect({ width, height }).toEqual({ width: 1200, height: 630 })
  // Drawn once: the same bytes again.
  expect((await (await request.get(path)).body()).equals(bytes)).toBe(true)

  const base = `/blog/${slug}/social-card`
  for (const query of [
    '',
    '?v=1',
    `?v=${Date.now()}`,
    `${path.slice(base.length)}&x=1`,
    '?random=abc',
    `?v=${'9'.repeat(2000)}`,
  ]) {
    const response = await request.get(`${base}${query}`, { maxRedirects: 0 })
    expect(response.status(), query).toBe(308)
    expect(response.headers()['location'], query).toBe(path)
    expect(response.headers()['content-type'] ?? '', query).not.toMatch(/^image\//)
    expect((await response.body()).length, query).toBe(0)
  }
  expect((await request.get('/blog/no-such-post/social-card?v=1')).status()).toBe(404)
})
