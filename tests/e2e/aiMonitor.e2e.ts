import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import {
  completeSiteRoutes,
  type FixtureSite,
  startFixtureSite,
} from '../../scripts/lib/fixtureSite'

import { monitorLink } from '@/lib/monitorLinks'

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

/** The app's database (scripts/e2e.ts sets DATABASE_URL), to read a monitor's state. */
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })

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
  await db.end()
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
    // An address in the form of emails sent before the link pages leads to the page.
    await page.goto('/ai-checker/monitor/confirm?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    await expect(page).toHaveURL(/\/ai-checker\/monitor\/confirm\/1\.A+$/)
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
    await expect(page.getByRole('button', { name: /confirm/i })).toHaveCount(0)
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

  test('the confirm page confirms nothing when opened, and confirms by its button', async ({
    page,
    request,
  }) => {
    const email = `confirm-${Date.now()}-${test.info().workerIndex}@example.test`
    const domain = `confirm-${Date.now()}.example`
    const signUp = await request.post('/api/ai-check/monitor', {
      headers: { 'x-forwarded-for': `198.19.251.${++ipCounter}` },
      data: { domain, email },
    })
    expect(signUp.status()).toBe(201)
    const monitor = async () => {
      const { rows } = await db.query<{ id: number; email: string; status: string }>(
        'SELECT id, email, status FROM monitors WHERE email = $1',
        [email],
      )
      return rows[0]!
    }
    const { id } = await monitor()
    // The link of the emailed confirmation (the e2e server's mail goes to its log).
    const path = new URL(monitorLink('confirm', { id, email })).pathname

    // Opened, as a mail scanner does: a page with a button, and nothing confirmed.
    expect((await request.head(path)).status()).toBe(200)
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Confirm weekly checks' })).toBeVisible()
    await expect(page.getByText(`We will re-check ${domain} every week`)).toBeVisible()
    const button = page.getByRole('button', { name: 'Confirm weekly checks' })
    await expect(button).toBeVisible()
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 })
      await reviewScreenshot(page, 'D', `monitor-confirm-${width}`)
    }
    expect((await monitor()).status).toBe('pending')

    await button.click()
    await expect(page).toHaveURL(/\/ai-checker\/monitor\/confirmed$/)
    await expect(page.getByRole('heading', { name: 'Monitoring confirmed' })).toBeVisible()
    expect((await monitor()).status).toBe('confirmed')
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 })
      await reviewScreenshot(page, 'D', `monitor-confirmed-${width}`)
    }
  })

  test('the unsubscribe page works without JavaScript', async ({ browser, request }) => {
    const email = `leave-${Date.now()}-${test.info().workerIndex}@example.test`
    const signUp = await request.post('/api/ai-check/monitor', {
      headers: { 'x-forwarded-for': `198.19.252.${++ipCounter}` },
      data: { domain: `leave-${Date.now()}.example`, email },
    })
    expect(signUp.status()).toBe(201)
    const status = async () =>
      (await db.query<{ status: string }>('SELECT status FROM monitors WHERE email = $1', [email]))
        .rows[0]!.status
    const { rows } = await db.query<{ id: number }>('SELECT id FROM monitors WHERE email = $1', [
      email,
    ])
    const path = new URL(monitorLink('unsubscribe', { id: rows[0]!.id, email })).pathname
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Stop the weekly checks?' })).toBeVisible()
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 })
      await reviewScreenshot(page, 'D', `monitor-unsubscribe-${width}`)
    }
    expect(await status()).toBe('pending')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page).toHaveURL(/\/ai-checker\/monitor\/unsubscribed$/)
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
    expect(await status()).toBe('unsubscribed')
    await context.close()
  })
})
