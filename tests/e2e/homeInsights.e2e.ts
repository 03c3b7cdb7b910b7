import { adminToken, bearer } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It counts on its posts being the newest: it runs against an app server of its own.
runOnOwnServer()

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    // A stored cookie choice keeps the consent banner from covering the page.
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
  })

  test('Latest Insights shows the two newest posts', async ({ page, request }) => {
    // The test publishes the two newest posts itself (other tests publish posts too), the newer
    // one with the hero image of a demo post.
    const token = await adminToken()
    const { posts } = (await (await request.get('/api/blog')).json()) as {
      posts: { heroImage: string | null }[]
    }
    const heroImage = posts.find((post) => post.heroImage)?.heroImage
    expect(heroImage).toBeTruthy()
    const stamp = Date.now().toString(36)
    const newest = [
      { slug: `insight-new-${stamp}`, title: `Newest insight ${stamp}`, heroImage },
      { slug: `insight-old-${stamp}`, title: `Second insight ${stamp}`, heroImage: null },
    ]
    for (const post of [...newest].reverse()) {
      const created = await request.post('/api/admin/blog', {
        headers: bearer(token),
        data: { ...post, content: 'Body.', readTime: 3, status: 'published' },
      })
      expect(created.status()).toBe(201)
    }
    await page.goto('/')
    const section = page.locator('section[aria-labelledby="insights-title"]')
    const links = section.getByRole('heading', { level: 3 }).getByRole('link')
    await expect(links).toHaveCount(2)
    for (const [index, post] of newest.entries()) {
      await expect(links.nth(index)).toHaveText(post.title)
      await expect(links.nth(index)).toHaveAttribute('href', `/blog/${post.slug}`)
    }
    await expect(section.locator('time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    // A card shows its post's hero image when the post has one.
    const image = section.locator('img')
    await expect(image).toHaveCount(1)
    await expect(image).toHaveAttribute('sizes', /.+/)
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0)
  })
})
