import { expect, type Page, test } from '@playwright/test'

import {
  completeSiteRoutes,
  type FixtureSite,
  startFixtureSite,
} from '../../scripts/lib/fixtureSite'

import { reviewScreenshot, reviewScreenshots } from './support'

const ACCEPTED =
  'Check your inbox: we sent a link to confirm. Once confirmed, we re-check the site weekly and email you when its AI visibility drops.'

let ipCounter = 0
/** A fresh client address per test, so the shared per-IP limit only bites where intended. */
async function asNewVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.19.${Math.floor(Math.random() * 200)}.${++ipCounter}`,
  })
}

const sites: FixtureSite[] = []
async function fixture(): Promise<FixtureSite> {
  let origin = ''
  const site = await startFixtureSite(completeSiteRoutes(() => origin))
  origin = `http://${site.host}`
  sites.push(site)
  return site
}
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
})

test.describe('Email me when this changes', () => {
  test('signs up for weekly re-checks under the results', async ({ page }) => {
    await asNewVisitor(page)
    const site = await fixture()
    await page.goto(`/ai-checker?domain=${encodeURIComponent(site.host)}`)
    await expect(page.getByText('AI visibility score: 100/100')).toBeVisible({ timeout: 20_000 })

    const form = page.getByRole('form', {
      name: `Email me when the AI visibility of ${site.host} changes`,
    })
    await expect(page.getByRole('heading', { name: 'Email me when this changes' })).toBeVisible()
    await expect(form.locator('input[name="domain"]')).toHaveValue(site.host)

    const email = form.getByLabel('Email')
    await email.fill('not-an-email')
    await form.getByRole('button', { name: 'Email me' }).click()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(email).toHaveValue('not-an-email')

    const address = `watcher-${Date.now()}@example.test`
    await email.fill(address)
    // The verdict goes once the address is edited.
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0)
    if (reviewScreenshots) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 })
        await form.scrollIntoViewIfNeeded()
        await reviewScreenshot(page, 'D', `monitor-form-${width}`)
      }
    }
    await form.getByRole('button', { name: 'Email me' }).click()
    await expect(form.getByRole('status')).toContainText(ACCEPTED)
    await expect(email).toHaveValue('')
    if (reviewScreenshots) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 })
        await form.scrollIntoViewIfNeeded()
        await reviewScreenshot(page, 'D', `monitor-form-sent-${width}`)
      }
    }

    // The same address again gets the same answer.
    await email.fill(address)
    await form.getByRole('button', { name: 'Email me' }).click()
    await expect(form.getByRole('status')).toContainText(ACCEPTED)
  })

  test('answers the API with 201 and keeps monitors from anonymous readers', async ({
    request,
  }) => {
    const site = await fixture()
    const headers = { 'x-forwarded-for': `198.19.250.${++ipCounter}` }
    const response = await request.post('/api/ai-check/monitor', {
      headers,
      data: { domain: site.host, email: `api-${Date.now()}@example.test` },
    })
    expect(response.status()).toBe(201)
    expect(await response.json()).toEqual({ success: true, message: ACCEPTED })
    const bad = await request.post('/api/ai-check/monitor', {
      headers,
      data: { domain: 'localhost', email: 'a@example.test' },
    })
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({
      message: 'Please enter a full domain, such as example.com.',
    })
    expect((await request.get('/api/monitors')).status()).toBe(403)
  })

  test('shows a plain page for a link that does not work, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/ai-checker/monitor/confirm?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    await expect(page).toHaveURL(/\/ai-checker\/monitor\/invalid$/)
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the checker' })).toHaveAttribute(
      'href',
      '/ai-checker',
    )
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 })
      await reviewScreenshot(page, 'D', `monitor-invalid-link-${width}`)
    }
    await page.goto('/ai-checker/monitor/unsubscribed')
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
    await context.close()
  })
})
