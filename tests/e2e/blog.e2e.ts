import { type APIRequestContext, type Page } from '@playwright/test'

import { adminToken, bearer, reviewScreenshot, reviewScreenshots } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts and compares the blog list with the API:
// it runs against an app server of its own.
runOnOwnServer()

type ApiPost = {
  slug: string
  title: string
  publishedAt: string | null
  createdAt: string
  readTime: number
}

const PUBLIC_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/

/**
 * Review screenshots of the page at 390 and 1366 px, then back at the default 1280 x 720. Only
 * when they are wanted: a plain run leaves the viewport and the page as they are.
 */
async function reviewAtWidths(page: Page, name: string) {
  if (!reviewScreenshots) return
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    // Lazy images load only once scrolled near; wait for every one before the full-page shot.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
      timeout: 20_000,
    })
    // Back at the top once the scroll has been painted.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 0)
          requestAnimationFrame(() => requestAnimationFrame(resolve))
        }),
    )
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await reviewScreenshot(page, 'blog', `${name}-${width}`, { fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

async function publishedPosts(request: APIRequestContext): Promise<ApiPost[]> {
  return ((await (await request.get('/api/blog')).json()) as { posts: ApiPost[] }).posts
}

/** Creates a published post through Payload's REST API as the administrator; returns its id. */
async function createPost(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
) {
  const response = await request.post('/api/posts', {
    headers: bearer(token),
    data: { status: 'published', readTime: 2, ...data },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** The page may still be the cached version for a moment after a change; reload until it is not. */
async function gotoUntil(page: Page, url: string, ready: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.goto(url)
        return ready()
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
}

test.describe('/blog', () => {
  test('lists the published posts newest first as cards, with the RSS link', async ({
    page,
    request,
  }) => {
    const posts = await publishedPosts(request)
    expect(posts.length).toBeGreaterThanOrEqual(4)

    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const cards = page.getByTestId('post-card')
    await expect(cards).toHaveCount(posts.length)
    const titles = await cards.getByRole('heading', { level: 3 }).allInnerTexts()
    expect(titles).toEqual(posts.map((post) => post.title))
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length)

    const first = cards.first()
    await expect(first.getByRole('link', { name: posts[0]!.title })).toHaveAttribute(
      'href',
      `/blog/${posts[0]!.slug}`,
    )
    expect(await first.locator('time').innerText()).toMatch(PUBLIC_DATE)
    await expect(first).toContainText(`${posts[0]!.readTime} min read`)
    const firstImage = first.locator('[data-post-image="ok"] img')
    await expect(firstImage).toHaveAttribute('sizes', /\S/)
    await expect(firstImage).toBeVisible()
    await expect
      .poll(
        () => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        { timeout: 20_000 },
      )
      .toBe(true)

    await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/api/blog/rss',
    )
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/api\/blog\/rss$/,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)

    // Rendered on the server: the titles are in the HTML itself.
    const html = (await response?.text()) ?? ''
    for (const post of posts) expect(html).toContain(post.title.replace(/'/g, '&#x27;'))
    await reviewAtWidths(page, 'blog')
  })

  test('search filters by title, excerpt, tags and content and keeps the term', async ({
    page,
    request,
  }) => {
    const token = await adminToken()
    const stamp = Date.now()
    const ids = [
      await createPost(request, token, {
        title: `Quasar content ${stamp}`,
        slug: `e2e-search-content-${stamp}`,
        excerpt: 'Nothing special here.',
        content: `Deep inside the body sits the word **zeppelinquartz${stamp}**.`,
      }),
      await createPost(request, token, {
        title: `Quasar tagged ${stamp}`,
        slug: `e2e-search-tag-${stamp}`,
        content: 'A plain body.',
        tags: [`tagmarker${stamp}`],
      }),
    ]
    try {
      const searchUrl = `/blog?search=${encodeURIComponent(`ZEPPELINQUARTZ${stamp}`)}`
      await gotoUntil(
        page,
        searchUrl,
        async () => (await page.getByTestId('post-card').count()) === 1,
      )
      await expect(page.getByTestId('post-card')).toContainText(`Quasar content ${stamp}`)
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(
        `ZEPPELINQUARTZ${stamp}`,
      )
      await expect(page.getByText(`1 article found for “ZEPPELINQUARTZ${stamp}”`)).toBeVisible()

      // Through the form, as a visitor would.
      await page.goto('/blog')
      const box = page.getByRole('searchbox', { name: 'Search articles' })
      await box.fill(`tagmarker${stamp}`)
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/blog\\?search=tagmarker${stamp}$`))
      await expect(page.getByTestId('post-card')).toHaveCount(1)
      await expect(page.getByTestId('post-card')).toContainText(`Quasar tagged ${stamp}`)
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(
        `tagmarker${stamp}`,
      )

      // Title and excerpt, case-insensitively.
      await page.goto(`/blog?search=quasar+${stamp}`)
      await expect(page.getByTestId('post-card')).toHaveCount(0)
      await page.goto(`/blog?search=${encodeURIComponent(`QUASAR TAGGED ${stamp}`)}`)
      await expect(page.getByTestId('post-card')).toHaveCount(1)
      await page.goto(`/blog?search=${encodeURIComponent('four signals to check first')}`)
      await expect(page.getByTestId('post-card')).toHaveCount(1)
      await expect(page.getByTestId('post-card')).toContainText('What Is AI Visibility')

      await page.goto('/blog?search=nothing-matches-this-term')
      await expect(page.getByText('No articles match “nothing-matches-this-term”')).toBeVisible()
      // Results pages are not indexed; the list is the canonical page.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)
    } finally {
      for (const id of ids) await request.delete(`/api/posts/${id}`, { headers: bearer(token) })
    }
  })
})

test.describe('/blog/{slug}', () => {
  test('shows the date, read time, title, hero, HTML body, tags and the way back', async ({
    page,
  }) => {
    const response = await page.goto('/blog/llms-txt-quick-win')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "llms.txt: A Five-Minute Win for Your Site's AI Discoverability",
    )
    expect(await page.locator('article time').first().innerText()).toMatch(PUBLIC_DATE)
    await expect(page.locator('article').getByText('4 min read')).toBeVisible()

    const body = page.getByTestId('article-body')
    await expect(body.getByRole('heading', { level: 2, name: 'Why it helps' })).toBeVisible()
    await expect(body.locator('pre code').first()).toContainText('# Example Ltd')

    const hero = page.locator('[data-post-image="ok"] img')
    await expect(hero).toBeVisible()
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect(await hero.getAttribute('sizes')).toBeTruthy()

    const tags = page.getByRole('list', { name: 'Tags' })
    await expect(tags.getByRole('listitem')).toHaveText(['llms.txt', 'AI visibility', 'quick wins'])

    // Metadata: the hero as the social image, an article type, and BlogPosting structured data.
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /\/api\/media\/file\//,
    )
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      /^\d{4}-/,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/llms-txt-quick-win$/,
    )
    const jsonLd = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).join('\n')
    expect(jsonLd).toContain('"@type":"BlogPosting"')
    expect(jsonLd).toContain('"@type":"BreadcrumbList"')
    await reviewAtWidths(page, 'article')

    // A tag chip searches the blog for that tag.
    await tags.getByRole('link', { name: 'quick wins' }).click()
    await expect(page).toHaveURL(/\/blog\?search=quick(%20|\+)wins$/)
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('quick wins')
    await expect(page.getByTestId('post-card')).toHaveCount(1)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^llms\.txt/)

    await page.getByRole('link', { name: 'All blogs' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByTestId('post-card').first()).toBeVisible()
  })

  test('answers 404 with Article Not Found for a missing article', async ({ page }) => {
    const response = await page.goto('/blog/this-article-does-not-exist')
    expect(response?.status()).toBe(404)
    // Titled as the site's 404 page is, not as the home page.
    await expect(page).toHaveTitle('404 Page Not Found | Meridian AI')
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
    await expect(
      page.getByText("The article you're looking for doesn't exist or has been removed."),
    ).toBeVisible()
    await reviewAtWidths(page, 'article-missing')
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('hides a hero image that fails to load', async ({ page, request }) => {
    const token = await adminToken()
    const slug = `e2e-broken-hero-${Date.now()}`
    const id = await createPost(request, token, {
      title: 'A post whose hero image is gone',
      slug,
      content: 'The body still reads fine.',
      heroImage: '/api/media/file/e2e-missing-hero-image.webp',
    })
    try {
      const response = await page.goto(`/blog/${slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'A post whose hero image is gone',
      )
      await expect(page.getByTestId('article-body')).toContainText('The body still reads fine.')
      await expect(page.locator('[data-post-image]')).toHaveCount(0)

      // In the list the card keeps its placeholder and drops the broken image.
      await gotoUntil(
        page,
        '/blog',
        async () => (await page.getByText('A post whose hero image is gone').count()) === 1,
      )
      const card = page
        .getByTestId('post-card')
        .filter({ hasText: 'A post whose hero image is gone' })
      await expect(card.locator('[data-post-image="failed"]')).toHaveCount(1)
      await expect(card.locator('img')).toHaveCount(0)
    } finally {
      await request.delete(`/api/posts/${id}`, { headers: bearer(token) })
    }
  })

  test('scrolls a wide table inside its column on a phone', async ({ page, request }) => {
    const token = await adminToken()
    const slug = `e2e-wide-table-${Date.now()}`
    // Six crawler names, none of which a browser may break: wider than a phone's column.
    const columns = [
      'GPTBot',
      'ClaudeBot',
      'PerplexityBot',
      'Bytespider',
      'FacebookBot',
      'Amazonbot',
    ]
    const row = ['Allowed', 'Allowed', 'Allowed', 'Allowed', 'Allowed', 'Disallowed']
    const table = [columns, columns.map(() => '---'), row].map(
      (cells) => `| ${cells.join(' | ')} |`,
    )
    const id = await createPost(request, token, {
      title: 'A post with a wide table',
      slug,
      content: `Before the table.\n\n${table.join('\n')}\n\nAfter the table.`,
    })
    try {
      await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/blog/${slug}`)
      const body = page.getByTestId('article-body')
      const region = body.getByRole('region', { name: 'Table 1' })
      await expect(region.getByRole('table')).toBeVisible()
      // Wider than its column, the table scrolls in its box; the page does not scroll sideways.
      const sizes = await region.evaluate((element) => ({
        box: element.clientWidth,
        table: element.scrollWidth,
        column: element.parentElement!.clientWidth,
        page: document.documentElement.scrollWidth,
      }))
      expect(sizes.table).toBeGreaterThan(sizes.box)
      expect(sizes.box).toBeLessThanOrEqual(sizes.column)
      expect(sizes.page).toBeLessThanOrEqual(390)
      await reviewScreenshot(page, 'blog', 'wide-table-390')
      // The box is in the Tab order; focused, the arrow keys scroll it to the last column.
      await expect(region).toHaveAttribute('tabindex', '0')
      await region.focus()
      await expect(region).toBeFocused()
      const last = region.getByRole('cell', { name: 'Disallowed' })
      const inView = () =>
        last.evaluate((cell) => {
          const box = cell.getBoundingClientRect()
          return box.right <= window.innerWidth && box.left >= 0
        })
      expect(await inView()).toBe(false)
      await expect(async () => {
        await page.keyboard.press('ArrowRight')
        expect(await inView()).toBe(true)
      }).toPass({ timeout: 15_000 })
      await reviewScreenshot(page, 'blog', 'wide-table-390-scrolled')
      await page.setViewportSize({ width: 1366, height: 900 })
      await expect(last).toBeVisible()
      await reviewScreenshot(page, 'blog', 'wide-table-1366')
    } finally {
      await request.delete(`/api/posts/${id}`, { headers: bearer(token) })
    }
  })
})
