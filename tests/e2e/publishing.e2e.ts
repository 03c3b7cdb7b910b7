import { type APIRequestContext, type Page } from '@playwright/test'

import { admin, adminToken, bearer, publishInCms, reviewScreenshot } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It logs in at /cms and publishes posts: it runs against an app server of its own.
runOnOwnServer()

type Doc = { id: number; slug: string; title: string; _status: string }

/** A published post of this test's own, made through Payload's REST API with the admin's token. */
async function publishedPost(request: APIRequestContext, label: string): Promise<Doc> {
  const token = await adminToken()
  const slug = `${label}-${Date.now()}`
  const response = await request.post('/api/posts', {
    headers: bearer(token),
    data: {
      title: `${label} live`,
      slug,
      content: `The published body of ${label}.`,
      readTime: 3,
      _status: 'published',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

/** Signs this page's browser context in to /cms (Payload's auth cookie). */
async function signInToCms(page: Page): Promise<void> {
  const login = await page.request.post('/api/admins/login', {
    data: { email: admin.email, password: admin.password },
  })
  expect(login.ok()).toBe(true)
}

/**
 * Opens the live preview beside the editor. Payload remembers per editor whether it was left
 * open; then its toggle already reads "Exit Live Preview", and a click would close it.
 */
async function openLivePreview(page: Page): Promise<void> {
  const open = page.getByRole('button', { name: 'Live Preview', exact: true })
  const exit = page.getByRole('button', { name: 'Exit Live Preview', exact: true })
  await expect(open.or(exit)).toBeVisible({ timeout: 30_000 })
  if (await open.isVisible()) await open.click()
  await expect(page.locator('iframe#live-preview-iframe')).toBeVisible({ timeout: 20_000 })
}

async function publicTitle(request: APIRequestContext, slug: string): Promise<string | null> {
  const response = await request.get(`/api/blog/${slug}`)
  return response.ok() ? ((await response.json()) as { post: { title: string } }).post.title : null
}

test.describe('drafts and versions', () => {
  test('a draft saved through REST with ?draft=true stays invisible until published', async ({
    request,
    page,
  }) => {
    const post = await publishedPost(request, 'rest-draft')
    const token = await adminToken()
    const draft = await request.patch(`/api/posts/${post.id}?draft=true`, {
      headers: bearer(token),
      data: { title: 'rest-draft secret title' },
    })
    expect(draft.status(), await draft.text()).toBe(200)

    // Anonymous readers: the public API, Payload's REST (even asking for drafts), the page.
    expect(await publicTitle(request, post.slug)).toBe(post.title)
    for (const query of ['', '?draft=true']) {
      const rest = await request.get(`/api/posts/${post.id}${query}`)
      expect(await rest.text()).not.toContain('secret title')
    }
    const listed = await request.get('/api/posts?draft=true&limit=100')
    expect(await listed.text()).not.toContain('secret title')
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    for (const path of ['/api/blog', '/api/blog/rss', '/sitemap.xml', '/llms.txt']) {
      expect(await (await request.get(path)).text(), path).not.toContain('secret title')
    }
    // The administrator sees the draft.
    const own = await request.get(`/api/posts/${post.id}?draft=true`, { headers: bearer(token) })
    expect(((await own.json()) as Doc).title).toBe('rest-draft secret title')

    const publish = await request.patch(`/api/posts/${post.id}`, {
      headers: bearer(token),
      data: { _status: 'published' },
    })
    expect(publish.status()).toBe(200)
    expect(await publicTitle(request, post.slug)).toBe('rest-draft secret title')
    await expect
      .poll(async () => {
        await page.goto(`/blog/${post.slug}`)
        return page.getByRole('heading', { level: 1 }).textContent()
      })
      .toBe('rest-draft secret title')
  })

  test('an edit in /cms stays off the public page until Publish, and a version can be restored', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const post = await publishedPost(request, 'cms-draft')
    await signInToCms(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/cms/collections/posts/${post.id}`)
    await expect(page.getByRole('button', { name: 'Publish changes' })).toBeVisible({
      timeout: 30_000,
    })
    const title = page.locator('#field-title')
    await title.fill('cms-draft edited title')
    // Autosave keeps the edit as a draft.
    await expect(page.getByText(/Last saved/i)).toBeVisible({ timeout: 20_000 })

    const visitor = await page.context().browser()!.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/blog/${post.slug}`)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(post.title)
    expect(await publicTitle(request, post.slug)).toBe(post.title)
    expect(await (await request.get('/')).text()).not.toContain('cms-draft edited title')

    await publishInCms(page)
    await expect
      .poll(() => publicTitle(request, post.slug), { timeout: 10_000 })
      .toBe('cms-draft edited title')
    await visitorPage.goto(`/blog/${post.slug}`)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(
      'cms-draft edited title',
    )

    // The history lists the versions; the first (the original title) is restored.
    await page.goto(`/cms/collections/posts/${post.id}/versions`)
    const rows = page.locator('table tbody tr')
    await expect(rows.first()).toBeVisible()
    expect(await rows.count()).toBeGreaterThanOrEqual(2)
    await reviewScreenshot(page, 'cms', 'cms-versions-1366')
    await rows.last().locator('a').first().click()
    await expect(page.getByText(post.title).first()).toBeVisible()
    await page
      .getByRole('button', { name: /Restore/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => publicTitle(request, post.slug), { timeout: 15_000 }).toBe(post.title)
    await visitor.close()
  })
})

test.describe('preview', () => {
  test('live preview beside the editor follows typing at 390 and 1366 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const post = await publishedPost(request, 'live-preview')
    await signInToCms(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/cms/collections/posts/${post.id}`)
    await openLivePreview(page)
    const iframe = page.locator('iframe#live-preview-iframe')
    const frame = page.frameLocator('iframe#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(post.title, {
      timeout: 20_000,
    })
    await expect(frame.getByRole('link', { name: 'Exit preview' })).toBeVisible()

    for (const [label, width] of [
      ['Phone', 390],
      ['Desktop', 1366],
    ] as const) {
      // The breakpoint menu's trigger names the current breakpoint.
      await page
        .getByRole('button', { name: /^(Responsive|Phone|Tablet|Desktop)$/ })
        .first()
        .click()
      await page.getByRole('button', { name: label, exact: true }).last().click()
      await expect
        .poll(async () => await iframe.evaluate((el) => (el as HTMLIFrameElement).offsetWidth))
        .toBe(width)
      const typed = `live-preview typed at ${width}`
      await page.locator('#field-title').fill(typed)
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 20_000 })
      await reviewScreenshot(page, 'cms', `cms-live-preview-${width}`)
    }
    // Still a draft: visitors see the published title.
    expect(await publicTitle(request, post.slug)).toBe(post.title)
  })

  test('a draft opens at its real address with an exit control, while visitors see the published post', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const post = await publishedPost(request, 'draft-preview')
    const token = await adminToken()
    await request.patch(`/api/posts/${post.id}?draft=true`, {
      headers: bearer(token),
      data: { title: 'draft-preview unpublished title' },
    })
    await signInToCms(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/cms/collections/posts/${post.id}`)
    await openLivePreview(page)
    const src = await page
      .locator('iframe#live-preview-iframe')
      .evaluate((el) => (el as HTMLIFrameElement).src)
    const previewUrl = new URL(src)
    expect(previewUrl.pathname).toBe('/api/draft-preview')

    // Without the secret, or without an editor's session, no preview.
    const anonymous = await browser.newContext()
    const refused = await anonymous.request.get(`${previewUrl.pathname}${previewUrl.search}`, {
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(401)
    expect(((await refused.json()) as { message: string }).message).toBeTruthy()
    const wrong = await page.request.get('/api/draft-preview?secret=wrong&path=/', {
      maxRedirects: 0,
    })
    expect(wrong.status()).toBe(401)

    const response = await page.goto(`${previewUrl.pathname}${previewUrl.search}`)
    expect(new URL(page.url()).pathname).toBe(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'draft-preview unpublished title',
    )
    const headers = response!.headers()
    expect(headers['cache-control']).toContain('no-store')
    expect(headers['cache-control']).toContain('private')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    const exit = page.getByRole('link', { name: 'Exit preview' })
    await expect(exit).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(exit).toBeInViewport()

    // At the same time, a visitor gets the published post, from the cache, still unframeable.
    const visitorPage = await anonymous.newPage()
    const visitorResponse = await visitorPage.goto(`/blog/${post.slug}`)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(visitorPage.getByTestId('preview-bar')).toHaveCount(0)
    expect(visitorResponse!.headers()['content-security-policy']).toContain(
      "frame-ancestors 'none'",
    )
    expect(visitorResponse!.headers()['x-frame-options']).toBe('DENY')
    await anonymous.close()

    await exit.click()
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.getByTestId('preview-bar')).toHaveCount(0)
  })
})
