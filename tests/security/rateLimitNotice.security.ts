import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'

import { isFormAction } from '../e2e/formActions'
import { toast } from '../e2e/support'

import { reviewScreenshot } from './support'

/**
 * A visitor over the contact form's limit is told to come back later, and when (from the
 * limiter's wait), in the one failure message the form shows: its toast with JavaScript, its
 * notice without. Each test spends the budget of an address of its own, sent as the trusted
 * proxy's.
 */
const address = (n: number) => `198.18.${100 + (process.pid % 40)}.${(Date.now() + n) % 250}`

/** Spends the address's enquiries (five per ten minutes): an empty body still counts. */
async function exhaust(request: APIRequestContext, ip: string) {
  await expect
    .poll(
      async () =>
        (
          await request.post('/api/contact-message', {
            headers: { 'x-forwarded-for': ip },
            data: {},
          })
        ).status(),
      { intervals: [0] },
    )
    .toBe(429)
}

async function contactPage(browser: Browser, ip: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  })
  await context.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
  const page = await context.newPage()
  await page.goto('/contact')
  await page.getByLabel('Full name', { exact: true }).fill('Katherine Johnson')
  await page.getByLabel('Work email', { exact: true }).fill('katherine@example.com')
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Orbital Mechanics')
  await page.getByLabel('Company size', { exact: true }).selectOption('51-200')
  await page
    .getByLabel('Message', { exact: true })
    .fill('We would like an AI assistant for our support team.')
  return { context, page }
}

const WAIT = /Please try again in \d+ (?:minutes?|seconds?)\./

test('the contact form says when to try again after a 429, with JavaScript', async ({
  browser,
  request,
}) => {
  const ip = address(1)
  await exhaust(request, ip)
  const { context, page } = await contactPage(browser, ip, true)
  const answered = page.waitForResponse((response) => isFormAction(response.request()))
  await page.getByRole('button', { name: 'Send message' }).click()
  await answered
  const message = toast(page, 'Failed to send message', 'Too many attempts.')
  await expect(message).toBeVisible()
  await expect(message).toContainText(WAIT)
  await expect(message).toContainText('10 minutes')
  // One message: no second notice beside the toast, and no 'try again' that ignores the wait.
  await expect(page.getByText('Too many attempts.')).toHaveCount(1)
  await expect(page.getByText('Please try again or email us directly.')).toHaveCount(0)
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await reviewScreenshot(page, 'security', `contact-429-${width}`, { fullPage: true })
  }
  await context.close()
})

test('the contact form says when to try again after a 429, without JavaScript', async ({
  browser,
  request,
}) => {
  const ip = address(2)
  await exhaust(request, ip)
  const { context, page } = await contactPage(browser, ip, false)
  await page.getByRole('button', { name: 'Send message' }).click()
  const notice = page.getByRole('alert').filter({ hasText: 'Failed to send message' })
  await expect(notice).toContainText('Too many attempts.')
  await expect(notice).toContainText(WAIT)
  await expect(page.getByText('Too many attempts.')).toHaveCount(1)
  await expect(page.getByText('Please try again or email us directly.')).toHaveCount(0)
  // What was typed is still there.
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Katherine Johnson')
  await context.close()
})
