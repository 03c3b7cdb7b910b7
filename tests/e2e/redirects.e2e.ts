import { type APIRequestContext } from '@playwright/test'

import {
  adminToken,
  bearer,
  editCmsForm,
  publishInCms,
  reviewScreenshot,
  signIn,
  toast,
} from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It makes redirects and renames posts: it runs against an app server of its own.
runOnOwnServer()

/**
 * Redirects as the administrator makes them, with the dashboard (/admin) and /cms open side by
 * side in one browser: a renamed post keeps its old addresses, and /cms says beside the field
 * why a redirect from a live page is refused.
 */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}`

/**
 * Where `path` sends a visitor: the status and every Location header of its first answer (a
 * redirect carries exactly one).
 */
async function hop(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  const locations = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'location')
    .map(({ value }) => value)
  return `${response.status()} ${locations.join(', ')}`
}

/** The slug of the post's latest version, draft or not: what /cms's autosave stored. */
async function draftSlug(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/posts/${id}?draft=true&depth=0`, {
    headers: bearer(token),
  })
  return ((await response.json()) as { slug?: string }).slug
}

test('a post renamed in the dashboard and then in /cms keeps every old address', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const title = `Renamed ${Date.now()}`
  const [first, second, third] = ['first', 'second', 'third'].map(unique)
  const created = await request.post('/api/admin/blog', {
    headers: bearer(token),
    data: { title, slug: first, content: 'Body.', status: 'published', readTime: 2 },
  })
  expect(created.status()).toBe(201)
  const { post } = (await created.json()) as { post: { id: number } }

  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, token)
  const cms = await page.context().newPage()
  await cms.setViewportSize({ width: 1366, height: 900 })

  // The dashboard: a new slug, saved as published.
  await page.goto('/admin')
  const row = page.locator(`[data-testid="admin-post"][data-slug="${first}"]`)
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await page.getByLabel('Slug', { exact: true }).fill(second!)
  await page.getByRole('button', { name: 'Save Post' }).click()
  await expect(toast(page, 'Blog post updated successfully')).toBeVisible()
  await expect.poll(() => hop(request, `/blog/${first}`)).toBe(`308 /blog/${second}`)

  // /cms: another slug, autosaved as a draft (no address yet), then published; both old
  // addresses lead to it in one hop.
  await cms.goto(`/cms/collections/posts/${post.id}`)
  const slugField = cms.locator('#field-slug')
  await expect(slugField).toHaveValue(second!)
  await expect(async () => {
    await slugField.fill(third!)
    expect(await draftSlug(request, token, post.id)).toBe(third)
  }).toPass({ timeout: 20_000 })
  expect(await hop(request, `/blog/${first}`)).toBe(`308 /blog/${second}`)
  await publishInCms(cms)
  await expect.poll(() => hop(request, `/blog/${first}`)).toBe(`308 /blog/${third}`)
  expect(await hop(request, `/blog/${second}`)).toBe(`308 /blog/${third}`)

  // A visitor at the first address reads the post.
  const visitor = await page.context().newPage()
  await visitor.goto(`/blog/${first}`)
  await expect(visitor).toHaveURL(new RegExp(`/blog/${third}$`))
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // Both editors list the redirects the renames made.
  await cms.goto('/cms/collections/redirects')
  await expect(cms.getByRole('link', { name: `/blog/${first}`, exact: true })).toBeVisible()
  await expect(cms.getByRole('link', { name: `/blog/${second}`, exact: true })).toBeVisible()
})

for (const width of [390, 1366]) {
  test(`/cms says beside the field that a live page cannot be redirected (${width}px)`, async ({
    page,
  }) => {
    // Payload's form-state round trips on a busy machine: the save may take a few tries.
    test.setTimeout(150_000)
    const token = await adminToken()
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, token)
    await page.goto('/cms/collections/redirects/create')
    const message =
      '/contact is a page of this site. A page always wins over a redirect, so this one would never apply.'
    const fromField = page.locator('.field-type', { has: page.locator('#field-from') })
    // The whole sentence, on screen above the field (custom.css unfolds Payload's tooltip there).
    const error = fromField.locator('.field-error')
    // Saved once the form has taken the edits (editCmsForm says why); should a Save still be
    // lost, the edits and the click are repeated until the refusal shows.
    const save = page.getByRole('button', { name: 'Save', exact: true })
    await expect(async () => {
      if (!(await error.isVisible())) {
        // Emptied first, so that the form counts an edit (and turns Save on) in every round.
        await editCmsForm(page, async () => {
          await page.getByLabel('From URL').fill('')
          await page.getByLabel('From URL').fill('/contact')
          await page.getByLabel('Address').fill('/')
        })
        await expect(save).toBeEnabled({ timeout: 5_000 })
        await save.click({ timeout: 5_000 })
      }
      await expect(error).toHaveText(message, { timeout: 10_000 })
      // In full, across the field: a form-state answer to the edit that arrives after the
      // refusal can clear it again, which the next round repeats.
      expect((await error.boundingBox())?.width ?? 0).toBeGreaterThan(width / 2)
    }).toPass({ timeout: 90_000 })
    await reviewScreenshot(page, 'redirects', `cms-refuses-live-page-${width}`, { fullPage: true })
    await expect(page.getByText('Redirect successfully created.')).toHaveCount(0)
    // The field's description says the rule before anyone trips on it.
    await expect(fromField.getByText(/so such a redirect is refused/)).toBeVisible()
  })
}

test("a renamed post's old address answers with one Location", async ({ request }) => {
  const token = await adminToken()
  const [first, second] = ['one-location', 'one-location-new'].map(unique)
  const body = (slug: string) => ({
    title: 'One Location',
    slug,
    content: 'Body.',
    status: 'published',
    readTime: 2,
  })
  const created = await request.post('/api/admin/blog', {
    headers: bearer(token),
    data: body(first!),
  })
  expect(created.status()).toBe(201)
  const { post } = (await created.json()) as { post: { id: number } }
  const renamed = await request.put(`/api/admin/blog/${post.id}`, {
    headers: bearer(token),
    data: body(second!),
  })
  expect(renamed.status()).toBe(200)
  // Nobody asked for the old address before: its first redirect is rendered afresh (MISS), the
  // next ones come from the page cache (HIT). Every one carries exactly one Location.
  const answers: { cache: string; locations: string[] }[] = []
  await expect
    .poll(async () => {
      const response = await request.get(`/blog/${first}`, { maxRedirects: 0 })
      if (response.status() !== 308) return answers.length
      answers.push({
        cache: response.headers()['x-nextjs-cache'] ?? '',
        locations: response
          .headersArray()
          .filter(({ name }) => name.toLowerCase() === 'location')
          .map(({ value }) => value),
      })
      return answers.length
    })
    .toBeGreaterThanOrEqual(3)
  expect(answers.map((answer) => answer.cache)).toContain('MISS')
  for (const answer of answers) expect(answer.locations).toEqual([`/blog/${second}`])
})

test("an editor's redirect outlives a post published at its address", async ({ request }) => {
  const token = await adminToken()
  const slug = unique('claimed')
  const redirect = await request.post('/api/redirects', {
    headers: bearer(token),
    data: { from: `/blog/${slug}`, to: { type: 'custom', url: '/contact' } },
  })
  expect(redirect.status()).toBe(201)
  await expect.poll(() => hop(request, `/blog/${slug}`)).toBe('308 /contact')

  const created = await request.post('/api/admin/blog', {
    headers: bearer(token),
    data: { title: 'Claimed', slug, content: 'Body.', status: 'published', readTime: 2 },
  })
  expect(created.status()).toBe(201)
  const { post } = (await created.json()) as { post: { id: number } }
  // The page wins while the post is live.
  await expect.poll(() => hop(request, `/blog/${slug}`)).toBe('200 ')

  const deleted = await request.delete(`/api/admin/blog/${post.id}`, { headers: bearer(token) })
  expect(deleted.status()).toBe(200)
  await expect.poll(() => hop(request, `/blog/${slug}`)).toBe('308 /contact')
})
