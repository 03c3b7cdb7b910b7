import { expect, test } from '@playwright/test'

import {
  completeHomePage,
  type FixtureSite,
  startFixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'

import { reviewScreenshot } from './support'

const sites: FixtureSite[] = []
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
})

/** A site that shuts GPTBot out and has no meta description. */
async function gappedSite(): Promise<FixtureSite> {
  let origin = ''
  const site = await startFixtureSite({
    '/robots.txt': text('User-agent: *\nDisallow: /basket\n\nUser-agent: GPTBot\nDisallow: /\n'),
    '/': (request, response) =>
      text(
        completeHomePage(origin).replace(/<meta name="description"[^>]*>/, ''),
        'text/html; charset=utf-8',
      )(request, response),
  })
  origin = `http://${site.host}`
  sites.push(site)
  return site
}

let ipCounter = 0

test('shows a fix beside its check and copies it by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.251.${++ipCounter}` })
  // The cookie banner would cover the results in the screenshots.
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
  const site = await gappedSite()
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(`/ai-checker?domain=${encodeURIComponent(site.host)}`)
  await expect(page.getByText('Domain checked successfully')).toBeVisible({ timeout: 15_000 })

  const checks = page.locator('section[aria-labelledby="checks-title"]')
  const gptbot = checks
    .getByRole('listitem')
    .filter({ hasText: 'OpenAI GPTBot may crawl and fetch the home page' })
  await expect(gptbot.getByText('Fix to paste into robots.txt')).toBeVisible()
  await expect(gptbot.locator('pre')).toHaveText('User-agent: GPTBot\nAllow: /\nDisallow: /basket')
  const meta = checks.getByRole('listitem').filter({ hasText: 'Meta description' })
  await expect(meta.locator('pre')).toHaveText(
    '<meta name="description" content="AI-native websites.">',
  )
  // A passing check has nothing to paste.
  const robots = checks.getByRole('listitem').filter({ hasText: 'robots.txt is accessible' })
  await expect(robots.getByTestId('fix-snippet')).toHaveCount(0)

  const copy = gptbot.getByRole('button', { name: 'Copy' })
  await copy.focus()
  await page.keyboard.press('Enter')
  await expect(gptbot.getByRole('button', { name: 'Copied' })).toBeVisible()
  await expect(gptbot.getByRole('status')).toHaveText('Copied to the clipboard.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'User-agent: GPTBot\nAllow: /\nDisallow: /basket',
  )
  await reviewScreenshot(gptbot, 'checker-fixes', 'gptbot-fix-1366')
  await reviewScreenshot(checks, 'checker-fixes', 'every-check-1366')

  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await gptbot.scrollIntoViewIfNeeded()
  await reviewScreenshot(gptbot, 'checker-fixes', 'gptbot-fix-390')
  await reviewScreenshot(meta, 'checker-fixes', 'meta-fix-390')
  // "Copied" gives way to "Copy" again.
  await expect(copy).toBeVisible()
})

test('says a name that cannot resolve is reserved, not misspelt', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.251.${++ipCounter}` })
  await page.goto('/ai-checker')
  await page.getByLabel('Your domain').fill('shop.invalid')
  await page.getByRole('button', { name: 'Check visibility' }).click()
  const panel = page.getByRole('alert').filter({ hasText: 'Error checking domain' })
  await expect(panel).toContainText(
    'shop.invalid was not found in DNS: .invalid names are reserved and never resolve on the internet.',
    { timeout: 15_000 },
  )
  await expect(panel).not.toContainText('Check the spelling')
})
