import { expect, test, type Locator, type Page } from '@playwright/test'

import { adminToken, reviewScreenshot } from './support'

// The room the cookie banner makes at the page's end while it shows, and where it does not
// show. Nothing here changes what another test reads.

const WIDTHS = [390, 1366] as const
const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 768 })

/** Resolves once the page has not scrolled for a few frames (Tab scrolls smoothly). */
const scrollSettled = (page: Page) =>
  page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let last = -1
        let still = 0
        const tick = () => {
          if (window.scrollY === last) {
            if (++still >= 5) return resolve(true)
          } else {
            still = 0
            last = window.scrollY
          }
          requestAnimationFrame(tick)
        }
        tick()
      }),
  )

/**
 * Whether `target` lies inside the window and clear of `banner`: its box with room for a focus
 * ring (a link), or only its text's box (`text`: a padded paragraph).
 */
const clearOfBanner = async (target: Locator, banner: Locator, what: 'box' | 'text' = 'box') =>
  target.evaluate(
    (element, [bannerElement, measure]) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const box =
        measure === 'text' ? range.getBoundingClientRect() : element.getBoundingClientRect()
      const ring = measure === 'text' ? 0 : 4
      const cover = (bannerElement as Element).getBoundingClientRect()
      const inWindow = box.top - ring >= 0 && box.bottom + ring <= window.innerHeight
      const apart =
        box.bottom + ring <= cover.top ||
        box.top - ring >= cover.bottom ||
        box.right + ring <= cover.left ||
        box.left - ring >= cover.right
      return inWindow && apart
    },
    [await banner.elementHandle(), what] as const,
  )

test.describe('with the cookie banner shown', () => {
  for (const width of WIDTHS) {
    test(`every footer link is reached by Tab and in view when focused at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport(width))
      // The layout shifts counted by CLS (none within half a second of an input) from the moment
      // the banner makes its room: there must be none.
      await page.addInitScript(() => {
        const seen = window as unknown as { roomAt?: number; shiftSinceRoom: number }
        seen.shiftSinceRoom = 0
        new MutationObserver(() => {
          if (document.documentElement.hasAttribute('data-cookie-banner')) {
            seen.roomAt ??= performance.now()
          }
        }).observe(document.documentElement, { attributes: true })
        new PerformanceObserver((list) => {
          type Shift = { value: number; startTime: number; hadRecentInput: boolean }
          for (const entry of list.getEntries() as unknown as Shift[]) {
            if (
              seen.roomAt !== undefined &&
              entry.startTime >= seen.roomAt &&
              !entry.hadRecentInput
            ) {
              seen.shiftSinceRoom += entry.value
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/contact')
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-cookie-banner', '')

      const footerLinks = page.locator('footer a')
      const count = await footerLinks.count()
      expect(count).toBeGreaterThanOrEqual(8)
      // From the last control before the footer, Tab after Tab, as a keyboard user goes.
      await footerLinks.first().focus()
      await page.keyboard.press('Shift+Tab')
      const reached = new Set<string>()
      for (let presses = 0; presses < count + 5 && reached.size < count; presses++) {
        await page.keyboard.press('Tab')
        await scrollSettled(page)
        const focused = page.locator('footer a:focus')
        if ((await focused.count()) === 0) continue
        const name = (await focused.textContent())?.trim() ?? ''
        expect(await clearOfBanner(focused, banner), `${name} is in view above the banner`).toBe(
          true,
        )
        reached.add(name)
      }
      expect(reached.size).toBe(count)
      await reviewScreenshot(page, 'cookie-banner', `footer-focused-${width}`)

      // The page's end: the copyright line scrolls clear above the banner.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      )
      await scrollSettled(page)
      expect(await clearOfBanner(page.locator('footer').getByText(/©/), banner, 'text')).toBe(true)
      await reviewScreenshot(page, 'cookie-banner', `page-end-${width}`)
      const shift = await page.evaluate(
        () => (window as unknown as { shiftSinceRoom: number }).shiftSinceRoom,
      )
      expect(shift).toBe(0)

      // Accepted, the room goes with the banner.
      await banner.getByRole('button', { name: 'Accept All' }).click()
      await expect(page.locator('html')).not.toHaveAttribute('data-cookie-banner')
    })
  }

  test('it is not shown inside the live preview of /cms', async ({ page, request }) => {
    const token = await adminToken()
    const listed = await request.get('/api/posts?limit=1&depth=0', {
      headers: { Authorization: `Bearer ${token}` },
    })
    const posts = (await listed.json()) as {
      docs: { id: number; slug: string }[]
    }
    const post = posts.docs[0]
    expect(post).toBeTruthy()
    await page.setViewportSize({ width: 1366, height: 900 })
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: token, url: process.env.E2E_BASE_URL! }])
    await page.goto(`/cms/collections/posts/${post!.id}`)
    await expect(page.locator('#field-title')).toBeEditable({ timeout: 30_000 })
    await page
      .getByRole('button', { name: /Live Preview/i })
      .first()
      .click()
    const framed = page.frameLocator('iframe').first()
    await expect(framed.getByTestId('preview-bar')).toBeVisible({ timeout: 30_000 })
    // Well past the banner's second after the preview loaded, it has not appeared there.
    await expect
      .poll(() => framed.locator('body').evaluate(() => performance.now()), { timeout: 15_000 })
      .toBeGreaterThan(3_000)
    await expect(framed.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(framed.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    await reviewScreenshot(page, 'cookie-banner', 'live-preview-1366')

    // The same draft preview, opened in a tab of its own, asks as usual.
    await page.goto(`/blog/${post!.slug}`)
    await expect(page.getByTestId('preview-bar')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  })
})
