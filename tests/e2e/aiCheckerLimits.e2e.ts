import net from 'node:net'

import { expect, type Page, test } from '@playwright/test'

import {
  completeSiteRoutes,
  type FixtureSite,
  startFixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'

import { reviewScreenshot } from './support'

let ipCounter = 0
async function asNewVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.252.${++ipCounter}` })
}

const sites: FixtureSite[] = []
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
})

/** About 480 KB of robots.txt: 16,000 Disallow lines in the `*` group. */
function hugeRobotsTxt(): string {
  const lines = ['User-agent: *']
  for (let i = 0; i < 16_000; i++)
    lines.push(`Disallow: /private/area-${String(i).padStart(5, '0')}/`)
  return [...lines, '', 'User-agent: GPTBot', 'Disallow: /', ''].join('\n')
}

test('serves the page of a result with a 480 KB robots.txt under 1 MB', async ({ page }) => {
  await asNewVisitor(page)
  const ref: { site?: FixtureSite } = {}
  const routes = completeSiteRoutes(() => `http://${ref.site!.host}`)
  const site = await startFixtureSite({ ...routes, '/robots.txt': text(hugeRobotsTxt()) })
  ref.site = site
  sites.push(site)
  const answer = await page.request.post('/api/ai-check', {
    data: { domain: site.host },
    timeout: 20_000,
  })
  expect(answer.status()).toBe(200)
  expect((await answer.body()).length).toBeLessThan(700 * 1024)
  const { result } = (await answer.json()) as { result: { permalink: string } }
  const path = new URL(result.permalink).pathname
  const served = await page.request.get(path, { headers: { 'accept-encoding': 'identity' } })
  expect(served.status()).toBe(200)
  expect((await served.body()).length).toBeLessThan(1024 * 1024)
  await page.goto(path)
  await expect(page.getByRole('heading', { name: `AI visibility of ${site.host}` })).toBeVisible()
})

test('shows a failed check once on a phone: the message in the panel, the toast short', async ({
  page,
}) => {
  await asNewVisitor(page)
  await page.setViewportSize({ width: 390, height: 844 })
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await page.goto('/ai-checker')
  await page.getByLabel('Your domain').fill(`127.0.0.1:${port}`)
  await page.getByRole('button', { name: 'Check visibility' }).click()
  const message = `127.0.0.1:${port} could not be reached: the connection was refused.`
  const panel = page.getByRole('alert').filter({ hasText: 'Error checking domain' })
  await expect(panel).toContainText(message, { timeout: 15_000 })
  await expect(page.getByText('Failed to check domain', { exact: true })).toBeVisible()
  await expect(page.getByText(message)).toHaveCount(1)
  // The toast at the bottom does not cover the panel.
  const toast = page.locator('[data-sonner-toast]').first()
  const [panelBox, toastBox] = [await panel.boundingBox(), await toast.boundingBox()]
  expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(toastBox!.y)
  await reviewScreenshot(page, 'checker', 'error-390')
})
