import type { Page } from '@playwright/test'

/**
 * What the tests of the site's shell (tests/e2e/shell*.e2e.ts) share: one counter of client
 * addresses for the worker, and the cookie question answered up front.
 */

let ipCounter = 0
/** A fresh address per test, so the contact rate limit (5 per 10 minutes per IP) never bites. */
export const freshIp = () => `203.0.113.${(process.pid % 50) * 4 + ++ipCounter}`

/** Most tests answer the cookie question up front so the banner never covers a button. */
export async function withConsent(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
}
