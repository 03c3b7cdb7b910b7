import { type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import {
  adminToken,
  bearer,
  openInCms,
  publishInCms,
  reviewFile,
  reviewScreenshot,
  signIn,
} from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts that become the newest: it runs against an app server of its own.
runOnOwnServer()

type AdminPost = { id: number; slug: string; content: string; heroImage: string | null }

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}`

async function uploadImage(
  request: APIRequestContext,
  token: string,
  name: string,
  colour: string,
): Promise<string> {
  const png = await sharp({ create: { width: 960, height: 540, channels: 3, background: colour } })
    .png()
    .toBuffer()
  const response = await request.post('/api/admin/blog/upload-image', {
    headers: bearer(token),
    data: {
      filename: `hero-${Date.now()}-${name}.png`,
      mimeType: 'image/png',
      data: png.toString('base64'),
    },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { url: string }).url
}

async function createPost(
  request: APIRequestContext,
  token: string,
  post: Partial<AdminPost> & { title: string; slug: string; content: string; status: string },
): Promise<AdminPost> {
  const response = await request.post('/api/admin/blog', {
    headers: bearer(token),
    data: { readTime: 4, ...post },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { post: AdminPost }).post
}

async function dashboardPost(request: APIRequestContext, token: string, id: number) {
  const { posts } = (await (
    await request.get('/api/admin/blog', { headers: bearer(token) })
  ).json()) as { posts: AdminPost[] }
  const post = posts.find((candidate) => candidate.id === id)
  expect(post).toBeDefined()
  return post!
}

/** Posts have drafts with autosave: an edit in /cms is saved as a draft without a click. */
async function autosavedInCms(request: APIRequestContext, token: string, id: number, edit: string) {
  await expect
    .poll(async () => (await dashboardPost(request, token, id)).content, { timeout: 15_000 })
    .toContain(edit)
}

test('a post saved in the dashboard comes back byte for byte and opens in /cms as rich text', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const imageUrl = await uploadImage(request, token, 'chart', '#4f46e5')
  const content = [
    '## Why rich text',
    '',
    'Written as **Markdown** with a [link](https://example.com/guide).  ',
    '',
    '- first point',
    '- second point',
    '',
    '```ts',
    'const answer = 42',
    '```',
    '',
    `![A chart](${imageUrl})`,
    '',
  ].join('\n')
  const slug = unique('dashboard-rich')
  const created = await createPost(request, token, {
    title: 'Dashboard rich text',
    slug,
    content,
    status: 'draft',
  })

  // The dashboard's editor shows the Markdown as saved, and saving it again changes nothing.
  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, token)
  await page.goto('/admin')
  const row = page.locator(`[data-testid="admin-post"][data-slug="${slug}"]`)
  await row.getByRole('button', { name: 'Edit Dashboard rich text' }).click()
  await expect(page.getByLabel('Content', { exact: true })).toHaveValue(content)
  await page.getByRole('button', { name: 'Save Post' }).click()
  await expect(row).toBeVisible()
  expect((await dashboardPost(request, token, created.id)).content).toBe(content)

  // /cms shows it as rich text: heading, list, link, code block and the image from Media.
  const body = await openInCms(page, created.id)
  await expect(body.locator('h2')).toHaveText('Why rich text')
  await expect(body.locator('strong[data-lexical-text="true"]')).toHaveText('Markdown')
  await expect(body.locator('a[href="https://example.com/guide"]')).toHaveText('link')
  await expect(body.locator('li')).toHaveText(['first point', 'second point'])
  await expect(body.locator(`img[src*="${imageUrl.split('/').pop()}"]`)).toBeVisible()
  await reviewScreenshot(page, 'cms', 'post-editor-from-dashboard-1366', { fullPage: true })

  // A change in /cms reaches the dashboard as Markdown, code block and image included.
  await body.locator('li').last().click()
  await page.keyboard.press('End')
  await page.keyboard.type(' (edited in the CMS)')
  await autosavedInCms(request, token, created.id, '(edited in the CMS)')
  const markdown = (await dashboardPost(request, token, created.id)).content
  expect(markdown).toContain('## Why rich text')
  expect(markdown).toContain('**Markdown**')
  expect(markdown).toContain('[link](https://example.com/guide)')
  expect(markdown).toMatch(/^- first point$/m)
  expect(markdown).toMatch(/^- second point \(edited in the CMS\)$/m)
  expect(markdown).toContain('```ts\nconst answer = 42\n```')
  expect(markdown).toMatch(
    new RegExp(`!\\[[^\\]]*\\]\\(${imageUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)`),
  )
})

test('rich text and a hero image from Media chosen in /cms reach the dashboard and the article', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const heroUrl = await uploadImage(request, token, 'cms-hero', '#0f766e')
  const heroFile = heroUrl.split('/').pop()!
  const slug = unique('cms-rich')
  const created = await createPost(request, token, {
    title: 'Written in the CMS',
    slug,
    content: 'Placeholder.',
    status: 'published',
  })

  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, token)
  const body = await openInCms(page, created.id)
  await expect(body).toContainText('Placeholder.')
  await body.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  // Lexical's Markdown shortcuts, as an editor types them.
  await page.keyboard.type('## Typed in the CMS')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Some ')
  await page.keyboard.press('ControlOrMeta+B')
  await page.keyboard.type('bold')
  await page.keyboard.press('ControlOrMeta+B')
  await page.keyboard.type(' words and [a link](https://example.com/cms) ')
  await page.keyboard.press('Enter')
  await page.keyboard.type('- first')
  await page.keyboard.press('Enter')
  await page.keyboard.type('second')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.keyboard.type('> A quote')
  await expect(body.locator('h2')).toHaveText('Typed in the CMS')
  await expect(body.locator('li')).toHaveCount(2)
  await expect(body.locator('a[href="https://example.com/cms"]')).toHaveText('a link')
  // Payload's autosave marks the form as saved when a save comes back, so a change made while
  // an autosave is on its way is kept in the form (and published by Publish) but not autosaved
  // until the next change. Let the typing's autosave land and come back first, as an editor
  // sees it: the text is in the draft and the panel no longer says "Saving...".
  await autosavedInCms(request, token, created.id, '> A quote')
  await expect(page.locator('.autosave')).not.toContainText('Saving')

  // The hero image is picked from Media.
  const hero = page.locator('#field-heroMedia')
  await hero.getByRole('button', { name: 'Choose from existing' }).click()
  const drawer = page.locator('.drawer__content').last()
  await drawer.getByText(heroFile, { exact: true }).first().click()
  await expect(hero.getByText(heroFile)).toBeVisible()
  await reviewScreenshot(page, 'cms', 'post-editor-1366', { fullPage: true })
  // The pick is autosaved as a draft first; publishing while that save is still on its way
  // could leave the older draft as the latest version.
  await expect
    .poll(async () => (await dashboardPost(request, token, created.id)).heroImage, {
      timeout: 15_000,
    })
    .toBe(heroUrl)
  await publishInCms(page)

  const post = await dashboardPost(request, token, created.id)
  expect(post.heroImage).toBe(heroUrl)
  expect(post.content).toContain('## Typed in the CMS')
  expect(post.content).toContain('**bold**')
  expect(post.content).toContain('[a link](https://example.com/cms)')
  expect(post.content).toMatch(/^- first$/m)
  expect(post.content).toMatch(/^- second$/m)
  expect(post.content).toContain('> A quote')

  // The article shows the rich text and the hero image; its social image is the hero.
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/blog/${slug}`)
    const article = page.getByTestId('article-body')
    await expect(article.getByRole('heading', { level: 2, name: 'Typed in the CMS' })).toBeVisible()
    await expect(article.locator('a[href="https://example.com/cms"]')).toHaveText('a link')
    const image = page.locator('[data-post-image="ok"] img')
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await reviewScreenshot(page, 'cms', `article-${width}`, { fullPage: true })
  }
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    new RegExp(`${heroFile}$`),
  )
})

test('an article without a hero image shares its own generated card', async ({ page, request }) => {
  const token = await adminToken()
  const slug = unique('card')
  const title = 'A card that carries its own title'
  await createPost(request, token, { title, slug, content: 'Body.', status: 'published' })

  await page.goto(`/blog/${slug}`)
  const card = await page.locator('meta[property="og:image"]').first().getAttribute('content')
  expect(card).toMatch(new RegExp(`/blog/${slug}/social-card\\?v=\\d+$`))
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card!)

  const response = await request.get(card!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const bytes = await response.body()
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  )
  const { width, height } = await sharp(bytes).metadata()
  expect({ width, height }).toEqual({ width: 1200, height: 630 })
  await reviewFile('cms', 'social-card.png', bytes)

  // Another post's card differs: the title is drawn on it.
  const otherSlug = unique('card-other')
  await createPost(request, token, {
    title: 'Quite another title',
    slug: otherSlug,
    content: 'Body.',
    status: 'published',
  })
  await page.goto(`/blog/${otherSlug}`)
  const otherCard = await page.locator('meta[property="og:image"]').first().getAttribute('content')
  const otherBytes = await (await request.get(otherCard!)).body()
  expect(otherBytes.equals(bytes)).toBe(false)

  expect((await request.get('/blog/no-such-post/social-card')).status()).toBe(404)
})
