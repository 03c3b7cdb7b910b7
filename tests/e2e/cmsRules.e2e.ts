import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type Page } from '@playwright/test'

import { admin, adminToken, bearer, reviewScreenshot } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It logs in at /cms and counts the posts: it runs against an app server of its own.
runOnOwnServer()

/**
 * Payload's panel at /cms as an editor meets it: the administrator's login, Create New, and
 * the post rules (the same as the dashboard's) shown beside the fields they name.
 */

/** The first start's default administrator (src/env.ts), written out as the start prints it. */
const PRINTED_ADMIN_EMAIL = 'admin@localhost.test'

type ListedPost = { id: number; title: string; status: string }

async function dashboardPosts(request: APIRequestContext, token: string): Promise<ListedPost[]> {
  const response = await request.get('/api/admin/blog', { headers: bearer(token) })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { posts: ListedPost[] }).posts
}

/** Payload's panel reads its own auth cookie. */
async function signIn(page: Page, token: string) {
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: process.env.E2E_BASE_URL! }])
}

const titleInput = (page: Page) => page.locator('#field-title')

/** Opens Create New from the list of posts, as an editor does. */
async function openCreateNew(page: Page) {
  await page.goto('/cms/collections/posts')
  await page.getByRole('link', { name: 'Create New' }).first().click()
  await expect(titleInput(page)).toBeEditable()
}

test('the administrator logs in at /cms with the address and password the first start prints', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  // An administrator at the printed address, with a password shaped like the generated one.
  const password = randomBytes(18).toString('base64url')
  const created = await request.post('/api/admins', {
    headers: bearer(token),
    data: { email: PRINTED_ADMIN_EMAIL, name: 'Printed', password },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto('/cms/login')
    await page.getByLabel('Email').fill(PRINTED_ADMIN_EMAIL)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/cms\/?$/)
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Blog posts/ }).first()).toBeVisible()
  } finally {
    await request.delete(`/api/admins/${doc.id}`, { headers: bearer(token) })
  }

  // The seeded administrator of this run logs in through the same form.
  await page.context().clearCookies()
  await page.goto('/cms/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
})

test('Create New creates nothing until the editor types, then saves the first draft', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const before = (await dashboardPosts(request, token)).map((post) => post.id)
  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, token)

  // Opened, left alone well past the autosave interval, then left: the form was served
  // without a document behind it, and none was saved meanwhile.
  await page.clock.install()
  await openCreateNew(page)
  await page.clock.runFor(10_000)
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveURL(/\/cms\/collections\/posts\/create$/)
  await page.goto('/cms/collections/posts')
  await expect(page.getByRole('link', { name: 'Create New' }).first()).toBeVisible()
  expect((await dashboardPosts(request, token)).map((post) => post.id)).toEqual(before)

  // Typed into: the first draft is saved once the editor pauses, and the panel moves to it.
  await openCreateNew(page)
  const title = `First draft ${Date.now().toString(36)}`
  await titleInput(page).fill(title)
  await expect(page).toHaveURL(/\/cms\/collections\/posts\/\d+$/)
  await expect(titleInput(page)).toHaveValue(title)
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await expect
    .poll(async () => (await dashboardPosts(request, token)).find((post) => post.id === id))
    .toMatchObject({ title, status: 'draft' })
})

test('Publish on an unfinished draft highlights the fields it names', async ({ page, request }) => {
  const token = await adminToken()
  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, token)
  await openCreateNew(page)
  await titleInput(page).fill(`Unfinished ${Date.now().toString(36)}`)
  await expect(page).toHaveURL(/\/cms\/collections\/posts\/\d+$/)

  await page.getByRole('button', { name: /^Publish/ }).click()
  // The rich text the editor writes in is marked, with the reason, not a hidden field.
  const body = page.locator('.field-type.rich-text-lexical').first()
  await expect(body).toHaveClass(/error/)
  await expect(page.getByRole('complementary', { name: 'Content is required' })).toBeVisible()
  await reviewScreenshot(page, 'cms', 'publish-unfinished-draft-1366', { fullPage: true })

  // Writing the content and publishing again succeeds.
  await page.locator('[data-lexical-editor="true"]').first().click()
  await page.keyboard.type('Now there is something to read.')
  await page.getByRole('button', { name: /^Publish/ }).click()
  await expect(body).not.toHaveClass(/error/)
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await expect
    .poll(async () => (await dashboardPosts(request, token)).find((post) => post.id === id)?.status)
    .toBe('published')
})

for (const width of [390, 1366]) {
  test(`refuses a title over 200 characters beside the field, at ${width} px`, async ({
    page,
    request,
  }) => {
    const token = await adminToken()
    const before = (await dashboardPosts(request, token)).length
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, token)
    await openCreateNew(page)
    // Its own start, so that the slug derived from it is this test's alone.
    const start = `Long ${width} ${Date.now().toString(36)} `
    await titleInput(page).fill(start.padEnd(201, 'T'))

    const field = page.locator('.field-type.text').filter({ has: titleInput(page) })
    await expect(field).toHaveClass(/error/)
    const reason = field.getByText('Keep the title under 200 characters')
    // Beside the field on a desktop; a phone keeps the tooltip folded and shows Payload's toast.
    if (width >= 1024) await expect(reason).toBeVisible()
    else await expect(reason).toHaveCount(1)
    await expect(page.getByText('The following field is invalid: Title').first()).toBeVisible()
    await expect(page).toHaveURL(/\/cms\/collections\/posts\/create$/)
    expect((await dashboardPosts(request, token)).length).toBe(before)
    await reviewScreenshot(page, 'cms', `title-too-long-${width}`)

    // Shortened to the limit, the first draft is saved. An edit made while the panel still
    // fetches the form state of the refused title can be undone by that late answer (the field
    // stays in error and nothing is saved), so the title is shortened again until it is saved:
    // to the limit first, then 199 and 200 characters in turn, so that each try is a change.
    let length = 199
    await expect(async () => {
      length = length === 200 ? 199 : 200
      await titleInput(page).fill(start.padEnd(length, 'T'))
      await expect(page).toHaveURL(/\/cms\/collections\/posts\/\d+$/, { timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
  })
}
