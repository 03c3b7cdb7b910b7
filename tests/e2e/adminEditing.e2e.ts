import { type Page } from '@playwright/test'

import { admin, adminToken, bearer, reviewScreenshot, toast } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts and saves drafts over them: it runs against an app server of its own.
runOnOwnServer()

/**
 * The dashboard's post editor where a save goes wrong: a slug made from a title that was then
 * fixed, and a save refused because /cms saved a draft after the editor opened.
 */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}`

async function openDashboard(page: Page, width: number): Promise<void> {
  const token = await adminToken()
  await page.setViewportSize({ width, height: 900 })
  await page.goto('/admin/login')
  await page.evaluate((value) => localStorage.setItem('adminToken', value), token)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: `Welcome back, ${admin.name}` })).toBeVisible()
}

test('a slug made from a title follows the title until one is typed', async ({ page }) => {
  await openDashboard(page, 1366)
  await page.getByRole('button', { name: 'New Post' }).click()
  const stamp = unique('short')
  const title = page.getByLabel('Title', { exact: true })
  const slug = page.getByLabel('Slug', { exact: true })
  await title.fill(`${stamp} ${'and a title that goes on '.repeat(9)}`)
  await page.getByLabel('Content', { exact: true }).fill('Body.')
  await page.getByRole('button', { name: 'Save Post' }).click()
  await expect(page.getByText('Keep the title under 200 characters')).toBeVisible()
  // Made from the title, within the slug's own limit.
  await expect(slug).toHaveValue(new RegExp(`^${stamp}-and-a-title`))
  expect((await slug.inputValue()).length).toBeLessThanOrEqual(120)

  await title.fill(`${stamp} fixed`)
  await page.getByRole('button', { name: 'Save Post' }).click()
  await expect(toast(page, 'Blog post created successfully')).toBeVisible()
  await expect(page.locator(`[data-testid="admin-post"][data-slug="${stamp}-fixed"]`)).toBeVisible()
})

for (const width of [390, 1366]) {
  test(`a save refused as stale keeps the edits and says why at ${width} px`, async ({
    page,
    request,
  }) => {
    const token = await adminToken()
    const slug = unique(`stale-${width}`)
    const created = await request.post('/api/admin/blog', {
      headers: bearer(token),
      data: {
        title: `Stale ${slug}`,
        slug,
        content: 'Live text.',
        status: 'published',
        readTime: 2,
      },
    })
    expect(created.status()).toBe(201)
    const { post } = (await created.json()) as { post: { id: number; title: string } }

    await openDashboard(page, width)
    const row = page.locator(`[data-testid="admin-post"][data-slug="${slug}"]`)
    await row.getByRole('button', { name: `Edit ${post.title}` }).click()
    const excerpt = page.getByLabel('Excerpt', { exact: true })
    await expect(excerpt).toBeEditable()

    // Meanwhile /cms saves a draft of the post.
    const draft = await request.patch(`/api/posts/${post.id}?draft=true&depth=0`, {
      headers: bearer(token),
      data: { content: 'Live text.\n\nA draft paragraph from /cms.', _status: 'draft' },
    })
    expect(draft.status()).toBe(200)

    const typed = 'An excerpt typed in the dashboard.'
    await excerpt.fill(typed)
    await page.getByRole('button', { name: 'Save Post' }).click()
    await expect(toast(page, 'Failed to save blog post')).toBeVisible()
    const notice = page.getByTestId('stale-save-notice')
    await expect(notice).toContainText('Not saved: this post changed after you opened it')
    await expect(notice).toContainText('Your edits are kept below')
    await expect(excerpt).toHaveValue(typed)
    await expect(page.getByTestId('unpublished-changes-notice')).toContainText(
      'The editor below shows your edits, not that draft',
    )
    await reviewScreenshot(page, 'admin-editing', `stale-save-${width}`, { fullPage: true })

    // Saved again, the edits go into the draft; the live post stays as it was.
    await page.getByRole('button', { name: 'Save Post' }).click()
    await expect(toast(page, 'Blog post updated successfully')).toBeVisible()
    const latest = await request.get(`/api/admin/blog/${post.id}`, { headers: bearer(token) })
    expect(((await latest.json()) as { post: { excerpt: string } }).post.excerpt).toBe(typed)
    const live = await request.get(`/api/blog/${slug}`)
    expect(((await live.json()) as { post: { excerpt: string | null } }).post.excerpt).not.toBe(
      typed,
    )
  })
}
