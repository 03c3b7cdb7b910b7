import { type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import { admin, adminToken, bearer, reviewScreenshot, reviewScreenshots, toast } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It counts on its post being among the newest on the home page:
// it runs against an app server of its own.
runOnOwnServer()

/** The origin of the server this file runs against (its own, or the shared one). */
const base = () => process.env.E2E_BASE_URL ?? ''
const TOKEN_KEY = 'adminToken'
const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif,image/avif'
const TYPES_NAMED = 'PNG, JPEG, WebP, GIF and AVIF'

async function openDashboard(page: Page): Promise<void> {
  const token = await adminToken()
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
  await page.goto('/admin/login')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token])
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: `Welcome back, ${admin.name}` })).toBeVisible()
}

const loaded = (img: Locator) =>
  expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))

test('the upload picker offers exactly the accepted types and names them when refusing', async ({
  page,
}) => {
  await openDashboard(page)
  await page.getByRole('button', { name: 'New Post' }).click()
  const picker = page.getByTestId('hero-image-file')
  await expect(picker).toHaveAttribute('accept', ACCEPTED)

  // Files the picker hides can still arrive (a drop, or 'All files' in the dialog).
  const refusals = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText('Invalid file', { exact: true }) })
  const files = [
    { name: 'scan.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM') },
    { name: 'scan.tiff', mimeType: 'image/tiff', buffer: Buffer.from('II*\0') },
    {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    },
  ]
  for (const [index, file] of files.entries()) {
    await picker.setInputFiles(file)
    await expect(refusals, file.name).toHaveCount(index + 1)
    await expect(refusals.first()).toContainText(
      `Please upload an image file. ${TYPES_NAMED} images are accepted.`,
    )
    if (index === 0 && reviewScreenshots) {
      // The toast settles before its picture is taken: mounted, and its entry transition over.
      const shown = refusals.first()
      await expect(shown).toHaveAttribute('data-mounted', 'true')
      await shown.evaluate((element) =>
        Promise.all(
          element.getAnimations({ subtree: true }).map((animation) => animation.finished),
        ),
      )
      await reviewScreenshot(page, 'hero-image', 'hero-picker-refusal-1366')
    }
  }

  // A file that claims an accepted type is refused by the server, which names the types too.
  await picker.setInputFiles({
    name: 'disguised.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  })
  await expect(
    toast(page, 'Failed to upload image', `Only ${TYPES_NAMED} images are accepted.`),
  ).toBeVisible()
})

test('a data-URI hero image shows on the article, the cards and the editor preview', async ({
  page,
  request,
}) => {
  const png = await sharp({
    create: { width: 800, height: 450, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer()
  const heroImage = `data:image/png;base64,${png.toString('base64')}`
  const slug = `e2e-data-uri-${Date.now()}`
  const title = `Data URI hero ${Date.now()}`
  const token = await adminToken()
  const created = await request.post('/api/admin/blog', {
    headers: bearer(token),
    data: {
      title,
      slug,
      content: 'An article whose hero image is a data URI.',
      excerpt: 'Its hero image travels inside the post.',
      heroImage,
      status: 'published',
      readTime: 3,
    },
  })
  expect(created.status()).toBe(201)
  const { post } = (await created.json()) as { post: { id: number } }

  try {
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      await page.goto(`/blog/${slug}`)
      const hero = page.locator('article [data-post-image] img').first()
      await expect(hero).toBeVisible()
      // Served from its own URL, not inlined into the page.
      expect(await hero.getAttribute('src')).toMatch(
        new RegExp(`^(${base()})?/api/blog/${slug}/hero-image\\?v=\\d+$`),
      )
      await loaded(hero).toBeGreaterThan(0)
      await reviewScreenshot(page, 'hero-image', `data-uri-article-${width}`)
    }
    const html = await (await request.get(`/blog/${slug}`)).text()
    expect(html).not.toContain('data:image/png;base64')

    await page.goto('/blog')
    const card = page.getByTestId('post-card').filter({ hasText: title })
    await expect(card.locator('img')).toHaveAttribute('src', /\/hero-image\?v=\d+$/)
    await loaded(card.locator('img')).toBeGreaterThan(0)
    await reviewScreenshot(page, 'hero-image', 'data-uri-blog-1366')

    await page.goto('/')
    const homeCard = page.locator('article').filter({ hasText: title })
    await homeCard.scrollIntoViewIfNeeded()
    await loaded(homeCard.locator('img')).toBeGreaterThan(0)

    await openDashboard(page)
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(page.getByLabel('Image URL', { exact: true })).toHaveValue(heroImage)
    const preview = page.getByAltText('Hero image preview')
    await expect(preview).toHaveAttribute('src', heroImage)
    await loaded(preview).toBe(800)
  } finally {
    await request.delete(`/api/admin/blog/${post.id}`, { headers: bearer(token) })
  }
})
