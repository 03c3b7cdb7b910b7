import { expect, test } from '@playwright/test'

import { reviewScreenshot } from './support'
import { freshIp, withConsent } from '../support/siteShell'

/** The header on every page and the mobile menu. */

const SCHEDULING_URL = 'https://cal.com/meridian-ai/30min'

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() })
})

// Every test starts from a fresh page and changes nothing another reads: any worker may run it.
test.describe.configure({ mode: 'parallel' })

test.describe('header', () => {
  test('turns translucent once scrolled past 10 px and back at the top', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/work-with-us')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    // The header has heard the scroll event and rendered what it made of it.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener(
            'scroll',
            () => requestAnimationFrame(() => requestAnimationFrame(resolve)),
            { once: true },
          )
          window.scrollTo(0, 5)
        }),
    )
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    // The background eases to 80% white: on a loaded machine it may still be on its way.
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toMatch(/0\.8\)$/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('links the logo home elsewhere and scrolls to the top on the home page', async ({
    page,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/contact')
    const logo = page.locator('header').getByRole('link', { name: /home$/ })
    await expect(logo).toHaveAttribute('href', '/')
    await logo.click()
    await expect(page).toHaveURL(/\/$/)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.locator('header').getByRole('link', { name: /home$/ }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page).toHaveURL(/\/$/)
  })

  test('opens Book a call in a new tab without an opener', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/contact')
    const book = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Book a call' })
    await expect(book).toHaveAttribute('href', SCHEDULING_URL)
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Work with us' })).toHaveAttribute(
      'href',
      '/work-with-us',
    )
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    await expect(page.getByText('Now offering encrypted AI solutions')).toBeVisible()
  })

  test('opens the Resources dropdown on hover', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/contact')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const resources = nav.getByRole('button', { name: 'Resources' })
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden()
    await resources.hover()
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'AI Visibility' })).toHaveAttribute(
      'href',
      '/ai-checker',
    )
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await reviewScreenshot(page, 'shell', 'header-dropdown-1366')
    await page.mouse.move(10, 700)
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden()
  })

  test('opens the Resources dropdown on keyboard focus and closes it with Escape', async ({
    page,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/contact')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Work with us' }).focus()
    await page.keyboard.press('Tab')
    const resources = nav.getByRole('button', { name: 'Resources' })
    await expect(resources).toBeFocused()
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden()
    await expect(resources).toBeFocused()
  })
})

test.describe('mobile menu', () => {
  test('locks scrolling, loads the latest post only once open, and closes on a link click', async ({
    page,
    request,
  }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 390, height: 844 })
    const blogCalls: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/blog') blogCalls.push(req.url())
    })
    await page.goto('/work-with-us')
    // Hydrated and done loading: the menu, still closed, has asked for nothing.
    await page.waitForLoadState('networkidle')
    expect(blogCalls).toHaveLength(0)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

    const { posts } = (await (await request.get('/api/blog')).json()) as {
      posts: { slug: string; title: string; excerpt: string | null; heroImage: string | null }[]
    }
    const latest = posts[0]!

    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden')
    await expect(menu.getByRole('heading', { name: 'Latest from our blog' })).toBeVisible()
    const card = menu.getByTestId('mobile-latest-post')
    await expect(card).toHaveAttribute('href', `/blog/${latest.slug}`)
    await expect(card).toContainText(latest.title)
    if (latest.excerpt) await expect(card).toContainText(latest.excerpt)
    if (latest.heroImage) await expect(card.locator('img')).toHaveAttribute('src', latest.heroImage)
    expect(blogCalls).toHaveLength(1)

    // The Resources group toggles on its own.
    const resources = menu.getByRole('button', { name: 'Resources' })
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeHidden()
    await resources.click()
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'AI Visibility' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Book a call' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await reviewScreenshot(page, 'shell', 'mobile-menu-390')
    await resources.click()
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeHidden()

    await menu.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(menu).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden')
  })

  test('closes on a backdrop click, the close button and Escape', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/contact')
    const open = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })

    await open.click()
    await expect(menu).toBeVisible()
    // A raw click does not wait for the sheet to settle as a locator's does: once it has slid in,
    // the dialog listens for clicks outside it, and the point clicked is beside its column.
    await menu.evaluate((sheet) =>
      Promise.all(sheet.getAnimations().map((animation) => animation.finished)),
    )
    await page.mouse.click(40, 450)
    await expect(menu).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden')

    await open.click()
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await open.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()
  })
})
