import { type Page } from '@playwright/test'
import sharp from 'sharp'

import { admin, adminToken, bearer, reviewScreenshot, reviewScreenshots, toast } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts, counts new messages, logs the owner in and out:
// it runs against an app server of its own.
runOnOwnServer()

const TOKEN_KEY = 'adminToken'

/**
 * Opens /admin as a successful login leaves it: the token in localStorage and Payload's
 * HttpOnly cookie, which lets the browser load a hero image no public page shows yet.
 */
async function openDashboard(page: Page): Promise<void> {
  const token = await adminToken()
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: process.env.E2E_BASE_URL! }])
  await page.goto('/admin/login')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token])
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: `Welcome back, ${admin.name}` })).toBeVisible()
}

const postRow = (page: Page, slug: string) =>
  page.locator(`[data-testid="admin-post"][data-slug="${slug}"]`)

/**
 * How the server answered a page, for a failure message: from its page cache (HIT, or STALE
 * while it renders again) or rendered for this request (MISS), and when. Each points to a
 * different cause when a page shows content that was just withdrawn.
 */
const cacheHeaders = (headers: Record<string, string> | undefined): string =>
  ['x-nextjs-cache', 'age', 'date', 'etag']
    .map((name) => `${name}: ${headers?.[name] ?? '-'}`)
    .join(', ')

async function pngFile(name: string) {
  const buffer = await sharp({
    create: { width: 640, height: 360, channels: 3, background: '#6366f1' },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

async function newCount(page: Page): Promise<number> {
  const badge = page.getByTestId('new-messages-badge')
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent())
}

test.describe('administrator', () => {
  test('sends a visitor without a token from /admin to the login page', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.evaluate((key) => localStorage.setItem(key, 'not-a-real-token'), TOKEN_KEY)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    // A non-OK check clears the token.
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull()
  })

  test('refuses a wrong password, then logs in and out', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Password is required')).toBeVisible()

    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(toast(page, 'Login failed', 'Invalid credentials')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)

    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(toast(page, 'Welcome back!', 'You have successfully logged in.')).toBeVisible()
    await expect(page.getByRole('heading', { name: `Welcome back, ${admin.name}` })).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy()

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull()
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('shows the login network failure toast', async ({ page }) => {
    await page.goto('/admin/login')
    await page.route('**/api/admin/login', (route) => route.abort('failed'))
    await page.getByLabel('Password', { exact: true }).fill('anything')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(toast(page, 'Error', 'An error occurred while logging in')).toBeVisible()
  })

  test('creates a post, publishes it to /blog, unpublishes it and deletes it', async ({
    page,
    context,
  }) => {
    const title = `E2E lifecycle ${Date.now()}`
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await openDashboard(page)

    await page.getByRole('button', { name: 'New Post' }).click()
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible()
    for (const section of ['Post Content', 'SEO Settings', 'Post Settings', 'Hero Image']) {
      await expect(page.getByRole('group', { name: section })).toBeVisible()
    }
    await expect(page.getByText('Defaults to the post title.')).toBeVisible()
    await expect(page.getByText('Defaults to the excerpt.')).toBeVisible()
    await expect(page.getByLabel('Read time (minutes)', { exact: true })).toHaveValue('5')

    // Required fields first.
    await page.getByRole('button', { name: 'Save Post' }).click()
    await expect(page.getByText('Title is required')).toBeVisible()
    await expect(page.getByText('Content is required')).toBeVisible()

    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Excerpt', { exact: true }).fill('A post that lives for one test.')
    await page
      .getByLabel('Content', { exact: true })
      .fill('## Section heading\n\n- first point\n- second point\n\nSee **bold** text.')
    await page.getByLabel('Tags', { exact: true }).fill(' e2e ,  lifecycle, ')
    await page.getByRole('tab', { name: 'Preview' }).click()
    const preview = page.getByTestId('markdown-preview')
    await expect(preview.getByRole('heading', { level: 2, name: 'Section heading' })).toBeVisible()
    await expect(preview.locator('li')).toHaveCount(2)
    await expect(preview.locator('strong')).toHaveText('bold')
    await page.getByRole('tab', { name: 'Write' }).click()

    await page.getByRole('button', { name: 'Save Post' }).click()
    await expect(toast(page, 'Blog post created successfully')).toBeVisible()
    const row = postRow(page, slug)
    await expect(row).toBeVisible()
    await expect(row.getByTestId('post-status')).toHaveText('Draft')
    await expect(row.getByText('A post that lives for one test.')).toBeVisible()
    await expect(row.locator('dd').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    const view = row.getByRole('link', { name: `View ${title}` })
    await expect(view).toHaveAttribute('href', `/blog/${slug}`)
    await expect(view).toHaveAttribute('target', '_blank')

    // The edit form gives the tags back as one line.
    await row.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible()
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug)
    await expect(page.getByLabel('Tags', { exact: true })).toHaveValue('e2e, lifecycle')
    await page.getByRole('button', { name: 'Back to Posts' }).click()

    await row.getByRole('button', { name: 'Publish' }).click()
    await expect(toast(page, 'Blog post published')).toBeVisible()
    await expect(row.getByTestId('post-status')).toHaveText('Published')
    await expect(row.getByRole('button', { name: 'Unpublish' })).toBeVisible()

    const visitor = await context.newPage()
    await visitor.goto('/blog')
    await expect(visitor.getByRole('link', { name: title })).toBeVisible()
    await visitor.goto(`/blog/${slug}`)
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(
      visitor.getByTestId('article-body').getByRole('heading', { name: 'Section heading' }),
    ).toBeVisible()

    await row.getByRole('button', { name: 'Unpublish' }).click()
    await expect(toast(page, 'Blog post unpublished')).toBeVisible()
    await expect(row.getByTestId('post-status')).toHaveText('Draft')
    const listed = await visitor.goto('/blog')
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(
      visitor.getByRole('link', { name: title }),
      `/blog right after the unpublish, answered with ${cacheHeaders(listed?.headers())}`,
    ).toHaveCount(0)
    const gone = await visitor.goto(`/blog/${slug}`)
    expect(gone?.status()).toBe(404)

    let confirmText = ''
    page.once('dialog', (dialog) => {
      confirmText = dialog.message()
      void dialog.accept()
    })
    await row.getByRole('button', { name: `Delete ${title}` }).click()
    await expect(toast(page, 'Blog post deleted successfully')).toBeVisible()
    // The browser's confirm asks the spec's question, then says where the post goes.
    expect(confirmText).toMatch(/^Are you sure you want to delete this post\?\n\n/)
    expect(confirmText).toContain('goes to the trash, from which it can be restored')
    await expect(row).toHaveCount(0)
  })

  test('keeps the post when the delete is not confirmed, and says when saving fails', async ({
    page,
  }) => {
    await openDashboard(page)
    const row = page.getByTestId('admin-post').first()
    const slug = await row.getAttribute('data-slug')
    page.once('dialog', (dialog) => void dialog.dismiss())
    await row.getByRole('button', { name: /^Delete / }).click()
    await expect(postRow(page, slug!)).toBeVisible()

    // A duplicate slug: the server answers 409 and the form stays.
    await page.getByRole('button', { name: 'New Post' }).click()
    await page.getByLabel('Title', { exact: true }).fill('Duplicate slug')
    await page.getByLabel('Slug', { exact: true }).fill(slug!)
    await page.getByLabel('Content', { exact: true }).fill('Body')
    await page.getByRole('button', { name: 'Save Post' }).click()
    await expect(toast(page, 'Failed to save blog post')).toBeVisible()
    await expect(page.getByText('This slug is already in use')).toBeVisible()
    await reviewScreenshot(page, 'admin', 'save-failed-1280')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('button', { name: 'New Post' })).toBeVisible()
  })

  test('uploads a hero image that the article shows', async ({ page, request }) => {
    const title = `E2E hero ${Date.now()}`
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await openDashboard(page)
    await page.getByRole('button', { name: 'New Post' }).click()
    const picker = page.getByTestId('hero-image-file')
    await expect(picker).toHaveAttribute('accept', /^image\//)

    // The client's own checks come first.
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    })
    await expect(toast(page, 'Invalid file', 'Please upload an image file')).toBeVisible()
    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    })
    await expect(
      toast(page, 'File too large', 'Please upload an image smaller than 5MB'),
    ).toBeVisible()
    // The server refuses what only claims to be an image.
    await picker.setInputFiles({
      name: 'evil.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    })
    await expect(toast(page, 'Failed to upload image')).toBeVisible()

    await picker.setInputFiles(await pngFile('cover photo.png'))
    await expect(toast(page, 'Image uploaded successfully')).toBeVisible()
    const url = page.getByLabel('Image URL', { exact: true })
    await expect(url).toHaveValue(/^\/api\/media\/file\/hero-\d+-cover-photo[\w-]*\.png$/)
    const heroUrl = await url.inputValue()
    await expect(page.getByAltText('Hero image preview')).toBeVisible()

    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Content', { exact: true }).fill('An article with a hero image.')
    await page.getByLabel('Status', { exact: true }).selectOption('published')
    await page.getByRole('button', { name: 'Save Post' }).click()
    await expect(toast(page, 'Blog post created successfully')).toBeVisible()

    await page.goto(`/blog/${slug}`)
    const hero = page.locator('article [data-post-image] img').first()
    await expect(hero).toBeVisible()
    expect(decodeURIComponent((await hero.getAttribute('src')) ?? '')).toContain(heroUrl)
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)

    const token = await adminToken()
    const { posts } = (await (
      await request.get('/api/admin/blog', { headers: bearer(token) })
    ).json()) as {
      posts: { id: number; slug: string }[]
    }
    const created = posts.find((post) => post.slug === slug)!
    expect(
      (await request.delete(`/api/admin/blog/${created.id}`, { headers: bearer(token) })).ok(),
    ).toBe(true)
  })

  test('changes a message status and the new-messages badge follows', async ({ page, request }) => {
    const name = `E2E Visitor ${Date.now()}`
    const sent = await request.post('/api/contact-message', {
      data: {
        name,
        email: 'visitor@example.com',
        company: '',
        planInterest: 'Growth',
        message: 'We would like to hear more about the Growth plan.',
      },
    })
    expect(sent.ok()).toBe(true)

    await openDashboard(page)
    // The messages load after the dashboard shows; the badge appears once they have.
    await expect.poll(() => newCount(page)).toBeGreaterThanOrEqual(1)
    const before = await newCount(page)
    await page.getByRole('tab', { name: /Contact Messages/ }).click()
    await expect(page.getByText(/^Total: \d+$/)).toBeVisible()

    const card = page.getByTestId('admin-message').filter({ hasText: name })
    await expect(card).toBeVisible()
    await expect(card.getByText('Growth Plan', { exact: true })).toBeVisible()
    await expect(card.getByRole('link', { name: 'visitor@example.com' })).toBeVisible()
    await expect(card.getByText('Not provided')).toHaveCount(0)
    await expect(
      card.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeVisible()

    const status = card.getByLabel(`Status for ${name}`)
    await expect(status).toHaveValue('new')
    await status.selectOption('reviewed')
    await expect(toast(page, 'Message status updated')).toBeVisible()
    await expect(status).toHaveValue('reviewed')
    await expect.poll(() => newCount(page)).toBe(before - 1)

    await status.selectOption('new')
    await expect.poll(() => newCount(page)).toBe(before)
  })

  test('says when an action fails because the item is gone', async ({ page, request }) => {
    const token = await adminToken()
    const created = await request.post('/api/admin/blog', {
      headers: bearer(token),
      data: { title: 'Soon gone', slug: `soon-gone-${Date.now()}`, content: 'Body' },
    })
    const { post } = (await created.json()) as { post: { id: number; title: string } }
    await openDashboard(page)
    await request.delete(`/api/admin/blog/${post.id}`, { headers: bearer(token) })

    const row = page.getByTestId('admin-post').filter({ hasText: 'Soon gone' })
    await row.getByRole('button', { name: 'Publish' }).click()
    await expect(toast(page, 'Failed to update post status')).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await row.getByRole('button', { name: 'Delete Soon gone' }).click()
    await expect(toast(page, 'Failed to delete blog post')).toBeVisible()

    const message = await request.post('/api/contact-messages', {
      headers: bearer(token),
      data: {
        fullName: 'Gone Visitor',
        workEmail: 'gone@example.com',
        message: 'This one disappears.',
        source: 'modal',
      },
    })
    const { doc } = (await message.json()) as { doc: { id: number } }
    await page.reload()
    await page.getByRole('tab', { name: /Contact Messages/ }).click()
    const card = page.getByTestId('admin-message').filter({ hasText: 'Gone Visitor' })
    await expect(card).toBeVisible()
    await request.delete(`/api/contact-messages/${doc.id}`, { headers: bearer(token) })
    await card.getByLabel('Status for Gone Visitor').selectOption('completed')
    await expect(toast(page, 'Failed to update message status')).toBeVisible()
  })

  test('shows the empty states and the list failure toasts', async ({ page }) => {
    await page.route('**/api/admin/blog', (route) => route.fulfill({ json: { posts: [] } }))
    await page.route('**/api/admin/contact-messages', (route) =>
      route.fulfill({ json: { messages: [] } }),
    )
    await openDashboard(page)
    await expect(page.getByText('No blog posts yet')).toBeVisible()
    await page.getByRole('button', { name: 'Create your first post' }).click()
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible()
    await page.getByRole('button', { name: 'Back to Posts' }).click()
    await page.getByRole('tab', { name: /Contact Messages/ }).click()
    await expect(page.getByText('No contact messages yet')).toBeVisible()
    await expect(page.getByText(/Request more info.*form will appear here/)).toBeVisible()
    await expect(page.getByText('Total: 0')).toBeVisible()

    await page.unrouteAll()
    await page.route('**/api/admin/blog', (route) => route.fulfill({ status: 500, body: 'boom' }))
    await page.route('**/api/admin/contact-messages', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    )
    await page.reload()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to fetch blog posts' }),
    ).toHaveCount(1)
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to fetch contact messages' }),
    ).toHaveCount(1)
  })

  test('looks calm at 390 and 1366 px', async ({ page, request }) => {
    await request.post('/api/contact-message', {
      data: {
        name: 'Priya Shah',
        email: 'priya@northwind.example',
        company: 'Northwind Analytics',
        planInterest: 'Core',
        message:
          'We are a team of 12 looking for a client portal with AI search. Could we book a call next week?',
      },
    })
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      // openDashboard passes through the login page too; this visit is for the picture alone.
      if (reviewScreenshots) {
        await page.goto('/admin/login')
        await reviewScreenshot(page, 'admin', `login-${width}`, { fullPage: true })
      }
      await openDashboard(page)
      await reviewScreenshot(page, 'admin', `posts-${width}`, { fullPage: true })
      await page.getByRole('tab', { name: /Contact Messages/ }).click()
      await expect(page.getByTestId('admin-message').first()).toBeVisible()
      await reviewScreenshot(page, 'admin', `messages-${width}`, { fullPage: true })
      await page.getByRole('tab', { name: 'Blog Posts' }).click()
      await postRow(page, 'llms-txt-quick-win')
        .getByRole('button', { name: /^Edit / })
        .click()
      await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible()
      await expect(page.getByAltText('Hero image preview')).toBeVisible()
      await reviewScreenshot(page, 'admin', `editor-${width}`, { fullPage: true })
      await page.getByRole('tab', { name: 'Preview' }).click()
      await expect(page.getByTestId('markdown-preview')).toBeVisible()
      await reviewScreenshot(page, 'admin', `preview-${width}`, { fullPage: true })
    }
  })
})
