import { type APIRequestContext, type Page } from '@playwright/test'

import { admin, adminToken, bearer, reviewFile, reviewScreenshot, signIn } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes, trashes and restores posts: it runs against an app server of its own.
runOnOwnServer()

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}`

const WIDTHS = [1366, 390] as const

async function publishedPost(request: APIRequestContext, token: string, slug: string) {
  const response = await request.post('/api/admin/blog', {
    headers: bearer(token),
    data: {
      title: `Trash ${slug}`,
      slug,
      content: 'A post to delete.',
      status: 'published',
      readTime: 2,
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { post: { id: number; title: string } }).post
}

/** The review pictures of one /cms page at a desktop and a phone width. */
async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await ready()
    await reviewScreenshot(page, 'E', `${name}-${width}`, { fullPage: true })
  }
}

test('a post deleted in the dashboard waits in the trash and is back once restored', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const slug = unique('trash')
  const post = await publishedPost(request, token, slug)
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200)

  const deleted = await request.delete(`/api/admin/blog/${post.id}`, { headers: bearer(token) })
  expect(deleted.status()).toBe(200)
  expect(await deleted.json()).toEqual({ success: true })
  await expect.poll(async () => (await request.get(`/blog/${slug}`)).status()).toBe(404)

  const inTrash = await request.get(
    `/api/posts?trash=true&where[deletedAt][exists]=true&where[id][equals]=${post.id}&depth=0`,
    { headers: bearer(token) },
  )
  expect(
    ((await inTrash.json()) as { docs: { slug: string }[] }).docs.map((doc) => doc.slug),
  ).toEqual([slug])

  await signIn(page, token)
  await page.goto('/cms/collections/posts/trash')
  const row = page.locator('tr', { hasText: post.title })
  await expect(row).toBeVisible()
  await screenshots(page, 'trash', () => expect(row).not.toContainText('Loading'))

  const restored = await request.patch(`/api/posts/${post.id}?trash=true&depth=0`, {
    headers: bearer(token),
    data: { deletedAt: null, _status: 'published' },
  })
  expect(restored.status()).toBe(200)
  // Within the poll's ten seconds, far inside the pages' one-minute lifetime: only the restore's
  // expiry of their cache tags can have brought it back.
  await expect.poll(async () => (await request.get(`/blog/${slug}`)).status()).toBe(200)
})

test('contact messages leave as CSV for an administrator, and for nobody else', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const fullName = unique('Export Visitor')
  const created = await request.post('/api/contact-messages', {
    headers: bearer(token),
    data: { fullName, workEmail: 'export@example.com', message: 'Export me.', source: 'modal' },
  })
  expect(created.status()).toBe(201)

  const exportRequest = {
    data: {
      collectionSlug: 'contact-messages',
      format: 'csv',
      fields: ['fullName', 'workEmail', 'message'],
      where: { fullName: { equals: fullName } },
    },
  }
  const csv = await request.post('/api/exports/download', {
    headers: bearer(token),
    data: exportRequest,
  })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const text = await csv.text()
  const [header, row] = text.trim().split(/\r?\n/)
  // Every field quoted, so that no cell can be split into a formula (csvSafety.ts).
  expect(header).toBe('"fullName","workEmail","message"')
  expect(row).toBe(`"${fullName}","export@example.com","Export me."`)
  await reviewFile('E', 'contact-messages.csv', Buffer.from(text))

  // Anonymous: the download, the export records and the (closed) imports are all refused.
  expect((await request.post('/api/exports/download', { data: exportRequest })).status()).toBe(403)
  expect(
    (await request.post('/api/exports/export-preview', { data: exportRequest })).status(),
  ).toBe(403)
  expect((await request.get('/api/exports')).status()).toBe(403)
  expect((await request.post('/api/exports', { data: exportRequest.data })).status()).toBe(403)
  expect((await request.get('/api/imports', { headers: bearer(token) })).status()).toBe(403)

  await signIn(page, token)
  await page.goto('/cms/collections/contact-messages')
  await page.locator('#list-menu button').first().click()
  await page.getByText('Export Contact messages', { exact: true }).click()
  const drawer = page.locator('.drawer__content').last()
  await expect(drawer.getByRole('button', { name: 'Download' })).toBeVisible()
  await screenshots(page, 'export-drawer', () => expect(drawer).toBeVisible())
})

test('media has folders and no storage columns; versions say who saved them', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const folderName = unique('Folder')
  const folder = await request.post('/api/payload-folders', {
    headers: bearer(token),
    data: { name: folderName, folderType: ['media'] },
  })
  expect(folder.status()).toBe(201)
  expect((await request.get('/api/payload-folders')).status()).toBe(403)

  await signIn(page, token)
  await page.goto('/cms/collections/media')
  await expect(page.locator('thead')).toBeVisible()
  await expect(page.locator('thead')).not.toContainText('Prefix')
  await expect(page.locator('thead')).not.toContainText('Object Key')
  await screenshots(page, 'media-list', () =>
    expect(page.locator('tbody')).not.toContainText('Loading'),
  )
  await page.getByRole('button', { name: 'By Folder', exact: true }).click()
  await expect(page).toHaveURL(/\/cms\/collections\/media\/payload-folders/)
  await expect(page.getByText(folderName)).toBeVisible()
  await screenshots(page, 'media-folders', () => expect(page.getByText(folderName)).toBeVisible())

  const slug = unique('versions')
  const post = await publishedPost(request, token, slug)
  await page.goto(`/cms/collections/posts/${post.id}/versions`)
  const table = page.locator('table')
  await expect(table.locator('thead')).toContainText('Saved by')
  await expect(table.locator('tbody tr').first()).toContainText(admin.name)
  await screenshots(page, 'versions', () => expect(table).toBeVisible())
})

test('the schedule drawer of a published post opens on Publish', async ({ page, request }) => {
  const token = await adminToken()
  const post = await publishedPost(request, token, unique('schedule'))
  await signIn(page, token)
  await page.goto(`/cms/collections/posts/${post.id}`)
  await page.locator('#action-save-popup button').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = `schedule-publish-${post.id}`
  await expect(page.locator(`#field-${drawer}-type-publish`)).toBeChecked()
  await expect(page.locator(`#field-${drawer}-type-unpublish`)).not.toBeChecked()
})
