import { expect, type Page, test } from '@playwright/test'

import {
  completeSiteRoutes,
  type FixtureSite,
  startFixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'

import { reviewFile, reviewScreenshot, reviewScreenshots } from './support'

const sites: FixtureSite[] = []
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
})

/** A fresh client address, so the per-address limits only count this test's checks. */
async function asNewVisitor(page: Page): Promise<void> {
  const ip = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
}

const permalinkOf = async (page: Page) =>
  new URL((await page.getByTestId('result-permalink').getAttribute('href'))!).pathname

test.describe('/ai-checker shared results', () => {
  test('shows what changed after Check again and opens the permalink', async ({ page }) => {
    // Two full checks, a page and a drawn social card.
    test.setTimeout(120_000)
    await asNewVisitor(page)
    let origin = ''
    const routes = completeSiteRoutes(() => origin)
    const site = await startFixtureSite(routes)
    origin = `http://${site.host}`
    sites.push(site)
    // The cookie banner would cover the results in the screenshots.
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))

    await page.goto(`/ai-checker?domain=${encodeURIComponent(site.host)}`)
    await expect(page.getByText('AI visibility score: 100/100')).toBeVisible({ timeout: 15_000 })
    const changes = page.getByTestId('result-changes')
    await expect(changes).toContainText('This is the first check of this domain we have on record.')
    await expect(page.getByRole('heading', { name: 'Share this result' })).toBeVisible()
    const first = await permalinkOf(page)
    expect(first).toMatch(/^\/ai-checker\/results\/[A-Za-z0-9_-]{22}$/)

    // The site now turns GPTBot away in robots.txt.
    routes['/robots.txt'] = text('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n')
    await changes.getByRole('button', { name: 'Check again' }).click()
    await expect(changes).toContainText('Previous score 100/100', { timeout: 15_000 })
    const moved = changes.getByRole('listitem')
    await expect(moved).toHaveCount(1)
    await expect(moved).toContainText('OpenAI GPTBot may crawl and fetch the home page')
    await expect(moved.getByLabel('from pass to fail')).toContainText(/Pass.*Fail/)
    await expect(page.getByText('AI visibility score: 89/100')).toBeVisible()
    const second = await permalinkOf(page)
    expect(second).not.toBe(first)

    if (reviewScreenshots) {
      await page.setViewportSize({ width: 1366, height: 900 })
      await reviewScreenshot(page, 'C', 'checker-changes-1366', { fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await reviewScreenshot(page, 'C', 'checker-changes-390', { fullPage: true })
    }

    const response = await page.goto(second)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `AI visibility of ${site.host}`,
    )
    await expect(page.getByTestId('result-changes')).toContainText('Previous score 100/100')
    await expect(page.getByTestId('result-permalink')).toHaveAttribute(
      'href',
      new RegExp(`${second}$`),
    )
    await expect(
      page.getByTestId('result-changes').getByRole('link', { name: 'Check again' }),
    ).toHaveAttribute('href', `/ai-checker?domain=${encodeURIComponent(site.host)}`)

    const card = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(new URL(card!).pathname).toBe(`${second}/social-card`)
    const image = await page.request.get(new URL(card!).pathname)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')

    if (reviewScreenshots) {
      await page.setViewportSize({ width: 1366, height: 900 })
      await reviewScreenshot(page, 'C', 'permalink-1366', { fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await reviewScreenshot(page, 'C', 'permalink-390', { fullPage: true })
      await reviewFile('C', 'social-card.png', await image.body())
    }
  })

  test('answers the site 404 for an unknown result', async ({ page }) => {
    const response = await page.goto('/ai-checker/results/AAAAAAAAAAAAAAAAAAAAAA')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    const card = await page.request.get('/ai-checker/results/AAAAAAAAAAAAAAAAAAAAAA/social-card')
    expect(card.status()).toBe(404)
  })

  test('leaves shared results out of the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/ai-checker<')
    expect(sitemap).not.toContain('/ai-checker/results/')
  })
})
