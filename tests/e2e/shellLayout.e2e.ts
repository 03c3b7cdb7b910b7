import { expect, test, type Page } from '@playwright/test'

import { reviewScreenshot } from './support'
import { freshIp, withConsent } from '../support/siteShell'

/** The cookie banner, the 404 page and redirects, and the layout around every page. */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() })
})

// Every test starts from a fresh page and changes nothing another reads: any worker may run it.
test.describe.configure({ mode: 'parallel' })

test.describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
  const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookiesAccepted'))

  /**
   * Reloads with the page's clock under the test's control, waits until the page is hydrated
   * (the header follows a scroll), then moves the clock well past the banner's delay.
   */
  async function staysAwayAfterReload(page: Page) {
    await page.clock.install()
    await page.reload()
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true')
    await page.clock.runFor(3_000)
    await expect(banner(page)).toHaveCount(0)
  }

  test('appears after a second and Accept All stores true', async ({ page }) => {
    await page.goto('/contact')
    await expect(banner(page)).toHaveCount(0)
    await expect(banner(page)).toBeVisible({ timeout: 5000 })
    await reviewScreenshot(page, 'shell', 'cookie-banner-1280')
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBe('true')
    await staysAwayAfterReload(page)
  })

  test('Reject All stores false', async ({ page }) => {
    await page.goto('/contact')
    await banner(page).getByRole('button', { name: 'Reject All' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBe('false')
    await staysAwayAfterReload(page)
  })

  test('the close icon hides it without storing, so it comes back', async ({ page }) => {
    await page.goto('/contact')
    await banner(page).getByRole('button', { name: 'Close cookie banner' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBeNull()
    await page.reload()
    await expect(banner(page)).toBeVisible({ timeout: 5000 })
  })
})

test.describe('404 and redirect', () => {
  test('answers any unknown path with the 404 page and status 404', async ({ page }) => {
    await withConsent(page)
    for (const path of ['/no-such-page', '/deeply/nested/missing/path']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
      await expect(
        page.getByText(
          "We couldn't find the page you're looking for. The page might have been moved or deleted.",
        ),
      ).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
    }
    await page.getByRole('link', { name: 'Return to Homepage' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('leaves the API and the CMS to their own routes', async ({ request }) => {
    expect((await request.get('/api/blog')).status()).toBe(200)
    expect((await request.get('/api/blog/no-such-post')).status()).toBe(404)
    const cms = await request.get('/cms')
    expect(cms.status()).toBe(200)
    expect(await cms.text()).not.toContain('404 Page Not Found')
  })

  test('leaves /admin to the dashboard', async ({ request }) => {
    const admin = await request.get('/admin')
    expect(admin.status()).toBeLessThan(400)
    expect(await admin.text()).not.toContain('404 Page Not Found')
  })

  test('redirects /website-refresh to the home page', async ({ page, request }) => {
    const response = await request.get('/website-refresh', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/')
    await page.goto('/website-refresh')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('layout', () => {
  test('scrolls to a hash target after navigation and shows the footer links', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/work-with-us#bespoke')
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('bespoke')!.getBoundingClientRect().top),
      )
      .toBeLessThan(200)
    const footer = page.locator('footer')
    for (const [name, href] of [
      ['Blog', '/blog'],
      ['AI Visibility Checker', '/ai-checker'],
      ['Work with Us', '/work-with-us'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-of-service'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Meridian AI`)
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank')
    await footer.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page
      .locator('footer')
      .getByRole('button', { name: /back to top/ })
      .click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('uses the dark header on the home page only', async ({ page }) => {
    await withConsent(page)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      await page.goto('/')
      await expect(page.locator('header').first()).toHaveAttribute('data-theme', 'dark')
      await reviewScreenshot(page, 'shell', `home-header-${width}`)
      await page.evaluate(() => window.scrollTo(0, 600))
      await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true')
      await reviewScreenshot(page, 'shell', `home-header-scrolled-${width}`)
    }
    await page.goto('/contact')
    await expect(page.locator('header').first()).not.toHaveAttribute('data-theme', 'dark')
  })

  test('fits 390 and 1366 px without horizontal scrolling', async ({ page }) => {
    await withConsent(page)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      for (const [name, path] of [
        ['work-with-us', '/work-with-us'],
        ['contact', '/contact'],
        ['404', '/missing-page'],
      ] as const) {
        await page.goto(path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
        await reviewScreenshot(page, 'shell', `${name}-${width}`, { fullPage: true })
        await reviewScreenshot(page, 'shell', `${name}-${width}-top`)
      }
    }
  })
})
