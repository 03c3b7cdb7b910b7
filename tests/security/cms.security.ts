import { adminEmail, adminPassword, reviewScreenshot, uniqueSlug } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It logs the owner in at /cms: it runs against an app server of its own.
runOnOwnServer()

/**
 * The /cms panel authenticates with the cookie alone. The origin checks must leave it working in
 * a real browser, which names the page's origin on every write by itself.
 */
test('the /cms panel logs in and writes with its cookie from the site itself', async ({ page }) => {
  await page.goto('/cms/login')
  await page.locator('input[name="email"], input[type="email"]').first().fill(adminEmail)
  await page.locator('input[type="password"]').fill(adminPassword)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 30_000 })
  await page.goto('/cms/collections/posts')
  // The panel's list renders its rows with its scripts: on a loaded machine that takes a while,
  // as the other /cms tests allow for.
  await expect(page.getByText(/posts/i).first()).toBeVisible({ timeout: 30_000 })
  await reviewScreenshot(page, 'security', 'cms-posts-1366')

  // A write by the panel's own page, carrying nothing but the cookie.
  const slug = uniqueSlug('cms-cookie')
  const created = await page.evaluate(async (postSlug) => {
    const response = await fetch('/api/posts', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'From the panel',
        slug: postSlug,
        content: 'x',
        status: 'draft',
      }),
    })
    const body = (await response.json()) as { doc?: { id: number } }
    return { status: response.status, id: body.doc?.id }
  }, slug)
  expect(created.status).toBe(201)
  const removed = await page.evaluate(
    async (id) => (await fetch(`/api/posts/${id}`, { method: 'DELETE' })).status,
    created.id,
  )
  expect(removed).toBe(200)
})
