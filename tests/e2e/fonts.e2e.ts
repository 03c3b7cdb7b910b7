import { expect, test } from '@playwright/test'

import { latestPostSlug, PUBLIC_ROUTES } from './support'

/**
 * Text is set in the visitor's own interface font. A web font would be one more file between a
 * first visit and its first paint (preloaded, it is counted towards LCP), so none is declared,
 * preloaded or downloaded, on any public page or on the dashboard.
 */
test.describe('fonts', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
  })

  test('no page downloads a font file: text is set in the system font stack', async ({ page }) => {
    test.setTimeout(120_000)
    const fonts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(response.url())
    })
    const article = `/blog/${await latestPostSlug(page.request)}`
    for (const route of [...PUBLIC_ROUTES, article, '/admin/login']) {
      await page.goto(route, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      await expect(page.locator('link[rel=preload][as=font]'), route).toHaveCount(0)
      expect(await page.evaluate(() => document.fonts.size), route).toBe(0)
      const heading = page.getByRole('heading', { level: 1 }).first()
      expect(
        await heading.evaluate((element) => getComputedStyle(element).fontFamily),
        route,
      ).toMatch(/^-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto,/)
    }
    expect(fonts).toEqual([])
  })
})
