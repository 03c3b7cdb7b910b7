import { type APIRequestContext, type Page } from '@playwright/test'

import { adminToken, bearer, editCmsForm, reviewScreenshot, signIn } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes, renames, trashes and discards posts: it runs against an app server of its own.
runOnOwnServer()

/**
 * The rough edges an editor meets in /cms: the "⋯" menus' names, the schedule drawer's time
 * zone, what the restore dialog says, an emptied post left behind, the invalid fields named
 * once, where a renamed post's redirect leads, and placeholders a page does not fill.
 */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}`

const WIDTHS = [390, 1366] as const

type Post = { id: number; title: string; slug: string }

async function publishedPost(request: APIRequestContext, token: string, slug: string) {
  const response = await request.post('/api/admin/blog', {
    headers: bearer(token),
    data: { title: `Editing ${slug}`, slug, content: 'Body.', status: 'published', readTime: 2 },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { post: Post }).post
}

async function openCmsPost(page: Page, id: number) {
  await page.goto(`/cms/collections/posts/${id}`)
  await expect(page.locator('#field-title')).toBeEditable({ timeout: 30_000 })
}

test('names the ⋯ menus of /cms', async ({ page, request }) => {
  const token = await adminToken()
  const post = await publishedPost(request, token, unique('menus'))
  await signIn(page, token)
  await openCmsPost(page, post.id)
  // The document's actions beside Save, and the chevron beside Publish (Schedule publish).
  await expect(
    page.locator('.doc-controls__dots').locator('xpath=ancestor::button[1]'),
  ).toHaveAccessibleName('More options')
  await expect(page.locator('#action-save-popup button').first()).toHaveAccessibleName(
    'More options',
  )
  // A list's menu (Export).
  await page.goto('/cms/collections/contact-messages')
  await expect(page.getByRole('button', { name: 'More options' })).toBeVisible({
    timeout: 30_000,
  })
})

test("the schedule drawer starts in the site's time zone", async ({ page, request }) => {
  const token = await adminToken()
  const post = await publishedPost(request, token, unique('zone'))
  await signIn(page, token)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await openCmsPost(page, post.id)
    await page.locator('#action-save-popup button').first().click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator(`#schedule-publish-${post.id}`)
    await expect(drawer.getByText('(UTC+00:00) London (GMT)')).toBeVisible()
    await expect(drawer.getByText('Select a value')).toHaveCount(0)
    await reviewScreenshot(page, 'cms-editing', `schedule-drawer-${width}`)
  }
})

test('the restore dialog says a restored draft stays off the site', async ({ page, request }) => {
  const token = await adminToken()
  const post = await publishedPost(request, token, unique('restore'))
  const deleted = await request.delete(`/api/admin/blog/${post.id}`, { headers: bearer(token) })
  expect(deleted.status()).toBe(200)
  await signIn(page, token)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/cms/collections/posts/trash/${post.id}`)
    await page.getByRole('button', { name: 'Restore', exact: true }).click()
    const dialog = page.locator('.restore-button')
    await expect(dialog).toContainText(
      'as a draft: it stays off the site until it is published. Tick “Restore as published version” to put it back on the site now.',
    )
    await expect(dialog.getByText('Restore as published version', { exact: true })).toBeVisible()
    await expect(dialog.locator('#restore-as-published')).not.toBeChecked()
    await reviewScreenshot(page, 'cms-editing', `restore-dialog-${width}`)
    await page.keyboard.press('Escape')
  }
})

test('an emptied post is not kept once the editor leaves it', async ({ page, request }) => {
  const token = await adminToken()
  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, token)
  await page.goto('/cms/collections/posts/create')
  const title = page.locator('#field-title')
  await expect(title).toBeEditable({ timeout: 30_000 })
  await title.fill('a')
  // The first draft is saved once the editor pauses, and the panel moves to it.
  await expect(page).toHaveURL(/\/cms\/collections\/posts\/\d+$/, { timeout: 20_000 })
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  const stored = async () => {
    const response = await request.get(`/api/posts/${id}?draft=true&depth=0`, {
      headers: bearer(token),
    })
    return response.ok() ? ((await response.json()) as { title?: string }).title : 'gone'
  }
  await expect.poll(stored).toBe('a')
  await title.fill('')
  // The autosave stores the emptied title before the editor leaves.
  await expect.poll(stored, { timeout: 20_000 }).toBe('')
  // Leaving for the list of posts by the breadcrumb, as an editor leaves.
  await page.locator('.step-nav').getByRole('link', { name: 'Blog posts' }).click()
  await expect(page).toHaveURL(/\/cms\/collections\/posts(\?.*)?$/)
  await expect.poll(stored).toBe('gone')
  // The list, rendered again once the post is gone, does not show it.
  await expect(page.getByText('<No Title>')).toHaveCount(0)
  await reviewScreenshot(page, 'cms-editing', 'list-after-leaving-empty-post-1366')
})

test('a refused publish names the content once', async ({ page, request }) => {
  const token = await adminToken()
  const created = await request.post('/api/posts?draft=true&depth=0', {
    headers: bearer(token),
    data: { title: `No text yet ${unique('once')}`, _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await signIn(page, token)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await openCmsPost(page, doc.id)
    await page.getByRole('button', { name: /^Publish/ }).click()
    const refused = page.getByText(/The following fields? (is|are) invalid:/).first()
    await expect(refused).toBeVisible()
    await expect(refused).toHaveText('The following field is invalid: Content')
    await reviewScreenshot(page, 'cms-editing', `publish-without-content-${width}`)
  }
})

test('the redirects list shows where a renamed post now answers', async ({ page, request }) => {
  const token = await adminToken()
  const first = unique('list-first')
  const post = await publishedPost(request, token, first)
  const second = `${first}-renamed`
  const renamed = await request.put(`/api/admin/blog/${post.id}`, {
    headers: bearer(token),
    data: { title: post.title, slug: second, content: 'Body.', status: 'published', readTime: 2 },
  })
  expect(renamed.status()).toBe(200)
  await signIn(page, token)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/cms/collections/redirects?search=${first}`)
    const row = page.locator('tr', { has: page.getByRole('link', { name: `/blog/${first}` }) })
    await expect(row).toContainText(`/blog/${second}`, { timeout: 30_000 })
    await expect(row).not.toContainText('<No Address>')
    await reviewScreenshot(page, 'cms-editing', `redirects-list-${width}`)
  }
})

test('Page SEO refuses a placeholder the page does not fill, beside the field', async ({
  page,
}) => {
  const token = await adminToken()
  await signIn(page, token)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/cms/globals/page-seo')
    await page.locator('.tabs-field__tab-button', { hasText: /^Contact$/ }).click()
    // The title as search results show it, brand included, with its whole length.
    await expect(page.getByTestId('title-in-search').filter({ hasText: 'Contact us' })).toHaveText(
      'In search results: “Contact us | Meridian AI” (24 characters; 50–60 show in full). The count below leaves out “ | Meridian AI”, which the page adds.',
    )
    const description = page.locator('#field-contact__description')
    const save = page.getByRole('button', { name: 'Save', exact: true })
    const reason =
      '{plansFrom} is not filled in here: this field fills no placeholders, so it would be published as written.'
    // Saved once the form has taken the edit (editCmsForm says why); each try types another
    // refused text, so that the form counts it as a change.
    let attempt = 0
    await expect(async () => {
      attempt += 1
      await editCmsForm(page, () =>
        description.fill(`Plans from {plansFrom} a month; we reply within a day (${attempt}).`),
      )
      await expect(save).toBeEnabled({ timeout: 2_000 })
      await save.click({ timeout: 2_000 })
      await expect(page.getByText(reason)).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 90_000 })
    await reviewScreenshot(page, 'cms-editing', `page-seo-placeholder-${width}`, { fullPage: true })
  }
})
