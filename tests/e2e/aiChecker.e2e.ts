import net from 'node:net'

import { expect, type Page, test } from '@playwright/test'

import {
  completeSiteRoutes,
  completeSubPage,
  delayed,
  type FixtureSite,
  forUserAgent,
  sitemapXml,
  startFixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'

import { routeFormActions } from './formActions'
import { reviewScreenshot, reviewScreenshots } from './support'

let ipCounter = 0
/** A fresh client address per test, so the shared per-IP limit only bites where intended. */
async function asNewVisitor(page: Page): Promise<string> {
  const ip = `198.18.${Math.floor(Math.random() * 200)}.${++ipCounter}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  return ip
}

const sites: FixtureSite[] = []
async function fixture(delayMs = 0, port = 0): Promise<FixtureSite> {
  let origin = ''
  const routes = completeSiteRoutes(() => origin)
  const site = await startFixtureSite(
    Object.fromEntries(
      Object.entries(routes).map(([path, listener]) => [
        path,
        delayed(path === '/' ? delayMs : 0, listener),
      ]),
    ),
    port,
  )
  origin = `http://${site.host}`
  sites.push(site)
  return site
}
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
})

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const domainInput = (page: Page) => page.getByLabel('Your domain')
const checkButton = (page: Page) => page.getByRole('button', { name: 'Check visibility' })

test.describe('/ai-checker', () => {
  test('shows the pending state, then results with both cards', async ({ page }) => {
    await asNewVisitor(page)
    const site = await fixture(1500)
    await page.goto('/ai-checker')
    await expect(page).toHaveTitle(/AI Visibility Checker/)

    // Empty submissions do nothing.
    await checkButton(page).click()
    await expect(page.getByText('Checking AI visibility...')).toHaveCount(0)

    await domainInput(page).fill(site.host)
    await checkButton(page).click()
    await expect(page.getByText('Checking AI visibility...')).toBeVisible()
    await expect(domainInput(page)).toBeDisabled()
    await expect(checkButton(page)).toBeDisabled()

    await expect(page.getByText('Domain checked successfully')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('AI visibility score: 100/100')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Excellent AI visibility' })).toBeVisible()
    await expect(
      page.getByText('Congratulations! AI assistants can find, read and understand your site.'),
    ).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`\\?domain=${encodeURIComponent(site.host)}$`))

    const robots = page.getByRole('button', { name: /robots\.txt analysis/ })
    const structured = page.getByRole('button', { name: /Structured data and meta information/ })
    await expect(robots).toHaveAttribute('aria-expanded', 'false')
    await robots.click()
    await expect(robots).toHaveAttribute('aria-expanded', 'true')
    const raw = page.getByTestId('raw-robots')
    await expect(raw).toContainText('User-agent: *')
    expect(await raw.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('192px')
    expect(await raw.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto')

    await structured.click()
    await expect(structured).toHaveAttribute('aria-expanded', 'true')
    await expect(robots).toHaveAttribute('aria-expanded', 'false')
    await expect(raw).toBeHidden()
    await expect(page.getByRole('list', { name: 'Structured data types' })).toContainText(
      'Organization',
    )
    await expect(page.getByRole('rowheader', { name: 'description', exact: true })).toBeVisible()
    await structured.click()
    await expect(structured).toHaveAttribute('aria-expanded', 'false')

    await expect(
      page.getByRole('table', { name: 'AI crawler verdicts for the home page' }),
    ).toContainText('GPTBot')

    await expect(page.getByRole('table', { name: 'Further pages' })).toContainText('/services')
    await expect(
      page.getByRole('table', { name: 'Server answers to AI crawlers for the home page' }),
    ).toContainText('GPTBot')

    await robots.click()
    if (reviewScreenshots) {
      await page.setViewportSize({ width: 1366, height: 900 })
      await reviewScreenshot(page, 'checker', 'results-1366', { fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await reviewScreenshot(page, 'checker', 'results-390', { fullPage: true })
    }
  })

  test('shows what the server sends each crawler and the further pages', async ({ page }) => {
    await asNewVisitor(page)
    let origin = ''
    const site = await startFixtureSite(
      Object.fromEntries(
        Object.entries({
          ...completeSiteRoutes(() => origin),
          '/robots.txt': (request, response) =>
            text(
              `User-agent: PerplexityBot\nDisallow: /services/\n\nUser-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
            )(request, response),
          '/sitemap.xml': (request, response) =>
            text(
              sitemapXml(origin, ['/', '/services/web', '/pricing', '/about']),
              'application/xml',
            )(request, response),
          '/services/web': (request, response) =>
            text(completeSubPage(origin, '/services/web'), 'text/html')(request, response),
          '/pricing': (_, response) =>
            response
              .writeHead(200, { 'content-type': 'text/html', 'x-robots-tag': 'noindex, noai' })
              .end(completeSubPage(origin, '/pricing')),
        } satisfies Parameters<typeof startFixtureSite>[0]).map(([path, listener]) => [
          path,
          // The CDN turns GPTBot away, whatever robots.txt says.
          forUserAgent(/GPTBot/, text('Forbidden', 'text/plain', 403), listener),
        ]),
      ),
    )
    origin = `http://${site.host}`
    sites.push(site)

    // The cookie banner would cover the tables in the screenshots.
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/ai-checker?domain=${encodeURIComponent(site.host)}`)
    await expect(
      page.getByRole('heading', {
        name: 'Excellent AI visibility',
      }),
    ).toBeVisible({ timeout: 15_000 })
    // GPTBot's 11 points and the further pages' 5 are lost.
    await expect(page.getByText('AI visibility score: 84/100')).toBeVisible()
    await expect(
      page.getByText(
        /^Let GPTBot through your CDN or firewall: robots\.txt allows it, but the server answers it 403\./,
      ),
    ).toBeVisible()
    await expect(page.getByText(/^Remove noindex from \/pricing/)).toBeVisible()
    await expect(
      page.getByText(/^Allow PerplexityBot on \/services\/web in robots\.txt/),
    ).toBeVisible()

    const access = page.getByRole('table', {
      name: 'Server answers to AI crawlers for the home page',
    })
    const gptbot = access.getByRole('row').filter({ hasText: 'GPTBot' }).first()
    await expect(gptbot).toContainText('Refused')
    await expect(gptbot).toContainText('The server answers it 403 where a browser gets HTTP 200.')
    await expect(access.getByRole('row').filter({ hasText: 'ClaudeBot' })).toContainText('Allowed')

    const pages = page.getByRole('table', { name: 'Further pages' })
    await expect(pages.getByRole('row')).toHaveCount(4)
    const pricing = pages.getByRole('row').filter({ hasText: '/pricing' })
    await expect(pricing).toContainText('Marked noindex (X-Robots-Tag: noindex, noai)')
    await expect(pricing.getByRole('cell').nth(1)).toHaveText('No')
    const services = pages.getByRole('row').filter({ hasText: '/services/web' })
    await expect(services).toContainText('Blocks PerplexityBot')
    await expect(pages.getByRole('row').filter({ hasText: '/about' })).toContainText(
      'No problems found',
    )

    const sections = page.locator(
      'section[aria-labelledby="access-title"], section[aria-labelledby="pages-title"]',
    )
    // The sections are shown before the checks at phone width below measure them.
    const recommendationsSection = page.locator('section[aria-labelledby="recommendations-title"]')
    await expect(recommendationsSection).toBeVisible()
    await expect(sections.first()).toBeVisible()
    await expect(sections.last()).toBeVisible()
    await reviewScreenshot(page, 'checker', 'crawlers-pages-1366', { fullPage: true })
    await reviewScreenshot(recommendationsSection, 'checker', 'recommendations-1366')
    await reviewScreenshot(sections.first(), 'checker', 'server-access-1366')
    await reviewScreenshot(sections.last(), 'checker', 'pages-1366')
    await page.setViewportSize({ width: 390, height: 844 })
    // The tables become one card per row: nothing sticks out sideways on a phone.
    expect(
      await sections.evaluateAll((elements) =>
        elements.every((element) => element.scrollWidth <= element.clientWidth),
      ),
    ).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expect(sections.first()).toBeVisible()
    await expect(sections.last()).toBeVisible()
    await reviewScreenshot(page, 'checker', 'crawlers-pages-390', { fullPage: true })
    await reviewScreenshot(sections.first(), 'checker', 'server-access-390')
    await reviewScreenshot(sections.last(), 'checker', 'pages-390')
  })

  test('shows the error panel and Try Again submits the same domain', async ({ page }) => {
    await asNewVisitor(page)
    const port = await freePort()
    await page.goto('/ai-checker')
    await domainInput(page).fill(`127.0.0.1:${port}`)
    await checkButton(page).click()

    const panel = page.getByRole('alert').filter({ hasText: 'Error checking domain' })
    await expect(panel).toBeVisible({ timeout: 15_000 })
    await expect(panel).toContainText(
      `127.0.0.1:${port} could not be reached: the connection was refused.`,
    )
    await expect(page.getByText('Failed to check domain', { exact: true })).toBeVisible()
    await reviewScreenshot(page, 'checker', 'error-1280')

    // The site comes up; Try Again re-submits the same domain.
    await domainInput(page).fill('something-else.example')
    await fixture(0, port)
    await panel.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByText('AI visibility score: 100/100')).toBeVisible({ timeout: 15_000 })
    await expect(domainInput(page)).toHaveValue(`127.0.0.1:${port}`)
  })

  test('runs the check from a shareable URL', async ({ page }) => {
    await asNewVisitor(page)
    const site = await fixture()
    await page.goto(`/ai-checker?domain=${encodeURIComponent(site.host)}`)
    await expect(domainInput(page)).toHaveValue(site.host)
    await expect(page.getByRole('heading', { name: 'Excellent AI visibility' })).toBeVisible({
      timeout: 15_000,
    })
    expect(site.requests.some((entry) => entry.path === '/robots.txt')).toBe(true)
  })

  test('shows the waitlist toasts and resets the form', async ({ page, request }) => {
    const ip = await asNewVisitor(page)
    await page.goto('/ai-checker')
    await reviewScreenshot(page, 'checker', 'page-1280', { fullPage: true })
    // Hold the request until the in-progress state has been seen (the answer is real).
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await routeFormActions(page, { hold: held })
    const email = `e2e-${Date.now()}@example.com`
    await page.getByLabel('Name', { exact: true }).fill('E2E Visitor')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Join the waitlist' }).click()
    await expect(page.getByText('Submitting...')).toBeVisible()
    await expect(page.getByText('Adding you to the waitlist')).toBeVisible()
    release()
    await expect(page.getByText('Thanks for joining!')).toBeVisible()
    await expect(
      page.getByText("You've been added to our Clavius waitlist. We'll notify you when we launch."),
    ).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('')

    // Over the shared per-IP limit the server refuses, and the 'Notice' toast carries its message.
    for (let i = 0; i < 12; i += 1) {
      await request.post('/api/clavius-waitlist', {
        headers: { 'x-forwarded-for': ip },
        data: { name: 'x', email },
      })
    }
    await page.getByLabel('Name', { exact: true }).fill('E2E Visitor')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Join the waitlist' }).click()
    await expect(page.getByText('Notice', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Too many requests from your address. Please wait a minute and try again.'),
    ).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  })
})
