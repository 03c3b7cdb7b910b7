import { type APIRequestContext, type Page } from '@playwright/test'

import { adminToken, bearer, openInCms, reviewScreenshot, toast } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts that become the newest: it runs against an app server of its own.
runOnOwnServer()

const TOKEN_KEY = 'adminToken'

type AdminPost = { id: number; content: string; unpublishedChanges: boolean }

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}`

async function adminItem(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/admin/blog/${id}`, { headers: bearer(token) })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { post: AdminPost }).post
}

/** The public article's HTML, as a visitor gets it once the blog's pages have been expired. */
async function articleHtml(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/blog/${slug}`, { headers: { 'Cache-Control': 'no-cache' } })
  expect(response.status()).toBe(200)
  return response.text()
}

const postRow = (page: Page, slug: string) =>
  page.locator(`[data-testid="admin-post"][data-slug="${slug}"]`)

test('a draft autosaved in /cms is marked in /admin and goes live only when the administrator publishes it', async ({
  browser,
  request,
}) => {
  const token = await adminToken()
  const slug = unique('side-by-side')
  const title = 'Drafts side by side'
  const live = 'The published paragraph that visitors read.'
  const unfinished = 'An unfinished paragraph typed in the CMS.'
  const created = await request.post('/api/admin/blog', {
    headers: bearer(token),
    data: {
      title,
      slug,
      excerpt: 'One post, open in the CMS and in the dashboard at once.',
      content: live,
      status: 'published',
      readTime: 4,
    },
  })
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { post: AdminPost }).post

  // One browser, /cms and /admin side by side: Payload's panel reads its cookie, the dashboard
  // its token in localStorage.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await context.addCookies([
    { name: 'payload-token', value: token, url: process.env.E2E_BASE_URL! },
  ])
  const dashboard = await context.newPage()
  await dashboard.goto('/admin/login')
  await dashboard.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token])
  const cms = await context.newPage()

  // The dashboard's editor is open before there is a draft: nothing to mark.
  await dashboard.goto('/admin')
  const row = postRow(dashboard, slug)
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(dashboard.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible()
  await expect(dashboard.getByTestId('unpublished-changes-notice')).toHaveCount(0)

  // /cms: a paragraph added to the published post, autosaved as a draft without a click.
  const body = await openInCms(cms, id)
  await expect(body).toContainText(live)
  await body.locator('p').last().click()
  await cms.keyboard.press('End')
  await cms.keyboard.press('Enter')
  // The paragraph arrives as one edit (as pasted), so one autosave carries it. Typed key by key
  // on a busy machine, Payload's panel can save the whole paragraph and then, from a late answer
  // of an earlier save, a shorter one, while the editor still shows all of it.
  await cms.keyboard.insertText(unfinished)
  await expect
    .poll(async () => (await adminItem(request, token, id)).content, { timeout: 15_000 })
    .toContain(unfinished)
  await expect(cms.locator('.autosave')).not.toContainText('Saving')
  expect((await adminItem(request, token, id)).unpublishedChanges).toBe(true)

  // The editor opened before the draft never showed it: its save is refused, nothing changes,
  // and the edits stay in the editor with the reason.
  const content = dashboard.getByLabel('Content', { exact: true })
  await content.fill(live.replace('visitors', 'readers'))
  await dashboard.getByRole('button', { name: 'Save Post' }).click()
  await expect(toast(dashboard, 'Failed to save blog post', 'Nothing was saved')).toBeVisible()
  await expect(dashboard.getByTestId('stale-save-notice')).toBeVisible()
  await expect(content).toHaveValue(live.replace('visitors', 'readers'))
  expect((await adminItem(request, token, id)).content).toContain(unfinished)

  // The list says so beside the status.
  await dashboard.reload()
  await expect(row.getByTestId('post-status')).toHaveText('Published')
  await expect(row.getByTestId('post-unpublished-changes')).toHaveText('Unpublished changes')
  for (const width of [390, 1366]) {
    await dashboard.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await reviewScreenshot(dashboard, 'drafts', `posts-${width}`, { fullPage: true })
  }

  // The editor shows the draft, marked as one; the box to publish it starts unticked.
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  const notice = dashboard.getByTestId('unpublished-changes-notice')
  await expect(notice).toContainText('Unpublished changes')
  await expect(notice).toContainText('visitors still see the published version')
  const publishBox = notice.getByRole('checkbox', { name: 'Publish the draft when I save' })
  await expect(publishBox).not.toBeChecked()
  await expect(content).toHaveValue(new RegExp(unfinished.replace(/\./g, '\\.')))
  await expect(dashboard.getByLabel('Status', { exact: true })).toHaveValue('published')
  for (const width of [390, 1366]) {
    await dashboard.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await reviewScreenshot(dashboard, 'drafts', `editor-${width}`, { fullPage: true })
    await reviewScreenshot(notice, 'drafts', `notice-${width}`)
  }

  // One word changed, Save Post with status Published: the edit joins the draft, the public
  // article stays as it was.
  await content.fill((await content.inputValue()).replace('visitors', 'readers'))
  await dashboard.getByRole('button', { name: 'Save Post' }).click()
  await expect(toast(dashboard, 'Blog post updated successfully')).toBeVisible()
  await expect(row.getByTestId('post-unpublished-changes')).toBeVisible()
  const kept = await adminItem(request, token, id)
  expect(kept.content).toContain('readers read')
  expect(kept.content).toContain(unfinished)
  const article = await articleHtml(request, slug)
  expect(article).toContain(live)
  expect(article).not.toContain(unfinished)

  // Shown the draft and told to publish it: now the paragraph is public.
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await notice.getByRole('checkbox', { name: 'Publish the draft when I save' }).check()
  await expect(notice).toContainText('Save Post makes the text below, draft included, the public')
  await dashboard.getByRole('button', { name: 'Save Post' }).click()
  await expect(toast(dashboard, 'Blog post updated successfully')).toBeVisible()
  await expect(row.getByTestId('post-unpublished-changes')).toHaveCount(0)
  await expect(row.getByTestId('post-status')).toHaveText('Published')
  expect((await adminItem(request, token, id)).unpublishedChanges).toBe(false)
  await expect
    .poll(async () => articleHtml(request, slug), { timeout: 15_000 })
    .toContain(unfinished)
  expect(await articleHtml(request, slug)).toContain('readers read')

  await context.close()
})
