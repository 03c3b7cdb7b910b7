import { expect, test } from '@playwright/test'
import pg from 'pg'

import { monitorLink } from '@/lib/monitorLinks'
import { waitlistUnsubscribeLink } from '@/lib/waitlistLinks'

import { reviewScreenshot } from './support'

/** The app's database (scripts/e2e.ts sets DATABASE_URL), to read what a link changed. */
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
test.afterAll(async () => {
  await db.end()
})

let ipCounter = 0
const visitor = () => ({ 'x-forwarded-for': `198.19.253.${++ipCounter}` })
const unique = (name: string) => `${name}-${Date.now()}-${test.info().workerIndex}`

test('a confirm link older than 7 days says it expired and confirms nothing', async ({
  page,
  request,
}) => {
  const email = `${unique('expired')}@example.test`
  const domain = `${unique('expired')}.example`
  const signUp = await request.post('/api/ai-check/monitor', {
    headers: visitor(),
    data: { domain, email },
  })
  expect(signUp.status()).toBe(201)
  const { rows } = await db.query<{ id: number }>('SELECT id FROM monitors WHERE email = $1', [
    email,
  ])
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)
  await page.goto(
    new URL(monitorLink('confirm', { id: rows[0]!.id, email }, eightDaysAgo)).pathname,
  )
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible()
  await expect(page.getByText('Confirmation links work for 7 days')).toBeVisible()
  await expect(page.getByRole('link', { name: `Check ${domain} again` })).toHaveAttribute(
    'href',
    `/ai-checker?domain=${domain}`,
  )
  await expect(page.getByRole('button', { name: /confirm/i })).toHaveCount(0)
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await reviewScreenshot(page, 'D', `monitor-expired-${width}`)
  }
  const status = await db.query<{ status: string }>('SELECT status FROM monitors WHERE id = $1', [
    rows[0]!.id,
  ])
  expect(status.rows[0]!.status).toBe('pending')
})

test("the waitlist email's unsubscribe page removes the address by its button", async ({
  page,
  request,
}) => {
  const email = `${unique('leaving')}@example.test`
  const joined = await request.post('/api/clavius-waitlist', {
    headers: visitor(),
    data: { name: 'Leaving Soon', email },
  })
  expect(joined.status()).toBe(201)
  const listed = async () =>
    (await db.query('SELECT id FROM waitlist_entries WHERE email = $1', [email])).rows as {
      id: number
    }[]
  const [entry] = await listed()
  await page.goto(new URL(waitlistUnsubscribeLink({ id: entry!.id, email })).pathname)
  await expect(page.getByRole('heading', { name: 'Leave the Clavius waitlist?' })).toBeVisible()
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await reviewScreenshot(page, 'D', `waitlist-unsubscribe-${width}`)
  }
  // Opened, the page removed nothing.
  expect(await listed()).toHaveLength(1)
  await page.getByRole('button', { name: 'Leave the waitlist' }).click()
  await expect(page).toHaveURL(/\/waitlist\/left$/)
  await expect(page.getByRole('heading', { name: 'You are off the waitlist' })).toBeVisible()
  expect(await listed()).toHaveLength(0)
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await reviewScreenshot(page, 'D', `waitlist-left-${width}`)
  }
})
