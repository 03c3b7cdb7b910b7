import { expect, test } from '@playwright/test'

import { adminToken, bearer, reviewScreenshot } from './support'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
})

test.describe('mobile menu', () => {
  // 1023 px is the widest screen below the large breakpoint (1024 px), where the hamburger shows.
  for (const width of [390, 768, 1023]) {
    test(`covers the whole screen at ${width} px`, async ({ page }) => {
      const height = width < 500 ? 844 : 900
      await page.setViewportSize({ width, height })
      await page.goto('/work-with-us')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect(menu).toBeVisible()
      await expect
        .poll(async () => {
          const box = await menu.boundingBox()
          return box && [box.x, box.y, box.width, box.height].map(Math.round)
        })
        .toEqual([0, 0, width, height])
      await menu.getByRole('button', { name: 'Resources' }).click()
      await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeVisible()
      await expect(menu.getByTestId('mobile-latest-post')).toBeVisible()
      await expect(menu.getByRole('link', { name: 'Book a call' })).toBeInViewport()
      await reviewScreenshot(page, 'layout-edges', `mobile-menu-open-${width}`)
    })
  }

  test('is replaced by the desktop navigation from 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/work-with-us')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  })

  test('closes on a click beside its column, not on a click inside it', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.getByRole('heading', { name: 'Latest from our blog' }).click()
    await expect(menu).toBeVisible()
    await page.mouse.click(20, 500)
    await expect(menu).toBeHidden()
  })
})

test.describe('footer', () => {
  test('groups its links under Resources, Company and Social', async ({ page, request }) => {
    const settings = (await (
      await request.get('/api/globals/site-settings', { headers: bearer(await adminToken()) })
    ).json()) as {
      professionalNetworkUrl?: string
    }
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      await page.goto('/contact')
      const footer = page.locator('footer')
      const groups = footer.getByRole('navigation')
      await expect(groups.locator('h2')).toHaveText(['Resources', 'Company', 'Social'])
      const group = (name: string) => footer.getByRole('navigation', { name })
      await expect(group('Resources').getByRole('link')).toHaveText([
        'Blog',
        'AI Visibility Checker',
      ])
      await expect(group('Company').getByRole('link')).toHaveText([
        'Work with Us',
        'Contact Us',
        'Privacy Policy',
        'Terms and Conditions',
      ])
      const social = group('Social').getByRole('link')
      await expect(social).toHaveCount(1)
      await expect(social).toHaveAccessibleName('LinkedIn (opens in a new tab)')
      await expect(social).toHaveAttribute('target', '_blank')
      await expect(social).toHaveAttribute('rel', /noopener/)
      if (settings.professionalNetworkUrl) {
        await expect(social).toHaveAttribute('href', settings.professionalNetworkUrl)
      }
      // The professional-network link lives in the Social group only.
      await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveCount(1)
      await footer.scrollIntoViewIfNeeded()
      await reviewScreenshot(page, 'layout-edges', `footer-${width}`)
    }
  })

  for (const path of ['/ai-checker', '/vibe-coding', '/blog']) {
    test(`shows the visitor's current year on ${path}, however long ago it was built`, async ({
      page,
      request,
    }) => {
      if (path !== '/blog') {
        // Built once and served from the cache, never re-rendered.
        const response = await request.get(path)
        expect(response.headers()['cache-control']).toContain('s-maxage=31536000')
      }
      await page.clock.setFixedTime(new Date('2041-03-04T10:00:00Z'))
      await page.goto(path)
      await expect(page.locator('footer')).toContainText(/© 2041 \S/)
      await page.clock.setFixedTime(new Date('2039-12-31T12:00:00Z'))
      await page.reload()
      await expect(page.getByTestId('copyright-year')).toHaveText('2039')
    })
  }
})

test.describe('scrolling on route changes', () => {
  test('scrolls to the top when only the query changes', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/onboarding-step?type=dashboard')
    const heading = await page.locator('h1').textContent()
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

    // What a <Link href="?type=chatbot"> does: a client-side navigation.
    await page.evaluate(() =>
      (
        window as unknown as { next: { router: { push: (href: string) => void } } }
      ).next.router.push('/onboarding-step?type=chatbot'),
    )
    await expect(page).toHaveURL(/\?type=chatbot$/)
    await expect(page.locator('h1')).not.toHaveText(heading ?? '')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    // Every further change of the query does the same.
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.evaluate(() =>
      (
        window as unknown as { next: { router: { push: (href: string) => void } } }
      ).next.router.push('/onboarding-step?type=analytics'),
    )
    await expect(page).toHaveURL(/\?type=analytics$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('still scrolls to a hash target when the query changes with it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/work-with-us')
    await page.evaluate(() =>
      (
        window as unknown as { next: { router: { push: (href: string) => void } } }
      ).next.router.push('/work-with-us?from=test#bespoke'),
    )
    await expect(page).toHaveURL(/\?from=test#bespoke$/)
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('bespoke')!.getBoundingClientRect().top),
      )
      .toBeLessThan(200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })
})
