import { type APIRequestContext } from '@playwright/test'

import { adminToken, bearer, openInCms, publishInCms, reviewScreenshot, signIn } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It publishes posts that become the newest: it runs against an app server of its own.
runOnOwnServer()

type AdminPost = { id: number; title: string; slug: string; content: string }

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}`

async function createPost(
  request: APIRequestContext,
  token: string,
  post: { title: string; slug: string; content: string },
): Promise<AdminPost> {
  const response = await request.post('/api/admin/blog', {
    headers: bearer(token),
    data: { readTime: 4, status: 'published', ...post },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { post: AdminPost }).post
}

async function dashboardContent(request: APIRequestContext, token: string, id: number) {
  const { posts } = (await (
    await request.get('/api/admin/blog', { headers: bearer(token) })
  ).json()) as { posts: AdminPost[] }
  return posts.find((candidate) => candidate.id === id)?.content
}

test('an internal link made in /cms reaches the article and the dashboard and comes back', async ({
  page: cms,
  request,
}) => {
  // Two editors, a publish and a dashboard save: Payload's form-state round trips take time.
  test.setTimeout(180_000)
  const token = await adminToken()
  const targetTitle = `Robots guide ${unique('t')}`
  const target = await createPost(request, token, {
    title: targetTitle,
    slug: unique('robots-guide'),
    content: 'All about robots.txt.',
  })
  const title = 'Links to the guide'
  const slug = unique('links-to-guide')
  const source = await createPost(request, token, {
    title,
    slug,
    content: 'Read the robots guide today.',
  })
  const markdownLink = `[robots guide](/blog/${target.slug} "new tab")`

  // /cms and the dashboard side by side, signed in as the same administrator.
  await cms.setViewportSize({ width: 1366, height: 900 })
  await signIn(cms, token)
  const dashboard = await cms.context().newPage()
  await dashboard.setViewportSize({ width: 1366, height: 900 })

  // Select "robots guide" and make it an internal link to the guide, opening in a new tab.
  const body = await openInCms(cms, source.id)
  await expect(body).toContainText('Read the robots guide today.')
  await body.getByText('Read the robots guide today.').click()
  await cms.keyboard.press('Home')
  for (let i = 0; i < 'Read the '.length; i++) await cms.keyboard.press('ArrowRight')
  for (let i = 0; i < 'robots guide'.length; i++) await cms.keyboard.press('Shift+ArrowRight')
  await cms.locator('.fixed-toolbar .toolbar-popup__button-link').click()
  const drawer = cms
    .getByRole('dialog')
    .filter({ has: cms.getByRole('heading', { name: 'Edit Link' }) })
  // Its fields come from the server (Payload's form state), slow on a busy machine.
  await expect(drawer.getByRole('textbox').first()).toHaveValue('robots guide', {
    timeout: 60_000,
  })
  // Payload's styled radio and checkbox sit over the inputs: the labels take the clicks.
  await drawer.getByText('Internal Link', { exact: true }).click()
  await expect(drawer.getByRole('radio', { name: 'Internal Link' })).toBeChecked()
  const choose = drawer.locator('.rs__control')
  await choose.click()
  await cms.keyboard.type(targetTitle)
  await cms.locator('.rs__option', { hasText: targetTitle }).click()
  await expect(choose).toContainText(targetTitle)
  await drawer.getByText('Open in new tab', { exact: true }).click()
  await expect(drawer.getByRole('checkbox', { name: 'Open in new tab' })).toBeChecked()
  await reviewScreenshot(cms, 'cms', 'internal-link-drawer-1366')
  // The drawer validates the link against the server before it applies it and closes. A click
  // that lands while the drawer's form is still fetching the state of the last change is
  // dropped by Payload's form, so the click is repeated until the drawer closes.
  const heading = cms.getByRole('heading', { name: 'Edit Link' })
  await expect(async () => {
    if (await heading.isVisible()) {
      await drawer
        .getByRole('button', { name: 'Save changes', exact: true })
        .click({ timeout: 5_000 })
    }
    await expect(heading).toBeHidden({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  await expect(body.locator('a[target="_blank"]')).toHaveText('robots guide')

  // The autosaved draft carries the post's address; Publish puts it on the article.
  await expect
    .poll(() => dashboardContent(request, token, source.id), { timeout: 15_000 })
    .toBe(`Read the ${markdownLink} today.`)
  await expect(cms.locator('.autosave')).not.toContainText('Saving')
  await publishInCms(cms)

  const visitor = await cms.context().newPage()
  await visitor.goto(`/blog/${slug}`)
  const link = visitor.getByTestId('article-body').getByRole('link', { name: 'robots guide' })
  await expect(link).toHaveAttribute('href', `/blog/${target.slug}`)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await visitor.close()

  // The dashboard shows the Markdown and saves it with a new sentence.
  await dashboard.goto('/admin')
  const row = dashboard.locator(`[data-testid="admin-post"][data-slug="${slug}"]`)
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  const content = dashboard.getByLabel('Content', { exact: true })
  await expect(content).toHaveValue(`Read the ${markdownLink} today.`)
  await content.fill(`Read the ${markdownLink} today.\n\nSaved from the dashboard.`)
  await reviewScreenshot(dashboard, 'cms', 'internal-link-dashboard-1366')
  await dashboard.getByRole('button', { name: 'Save Post' }).click()
  await expect(row).toBeVisible()
  await expect
    .poll(() => dashboardContent(request, token, source.id))
    .toBe(`Read the ${markdownLink} today.\n\nSaved from the dashboard.`)

  // /cms still holds an internal link to the guide, not Markdown text.
  await cms.reload()
  await expect(body).toContainText('Saved from the dashboard.')
  await expect(body).not.toContainText('](')
  // Lexical draws an internal link without an href (a custom one carries its URL).
  const inEditor = body.locator('a', { hasText: 'robots guide' })
  await expect(inEditor).toHaveAttribute('target', '_blank')
  await expect(inEditor).not.toHaveAttribute('href', /.*/)
  const stored = (await (
    await request.get(`/api/posts/${source.id}?depth=0&draft=true`, { headers: bearer(token) })
  ).json()) as {
    body: { root: { children: { children: { type: string; fields?: unknown }[] }[] } }
  }
  const linkNode = stored.body.root.children[0]!.children.find((node) => node.type === 'link')
  expect(linkNode?.fields).toMatchObject({
    linkType: 'internal',
    newTab: true,
    doc: { relationTo: 'posts', value: target.id },
  })
  await reviewScreenshot(cms, 'cms', 'internal-link-after-dashboard-1366')
})
