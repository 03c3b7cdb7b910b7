import { expect, test } from '@playwright/test'

import { reviewScreenshot } from './support'

// What a demanding visitor or administrator notices about the forms: where Tab goes in the
// request modal, and how many toasts a run of failed logins leaves.

const WIDTHS = [390, 1366] as const
const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 900 })
let ipCounter = 0

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.22.${process.pid % 250}.${++ipCounter}`,
  })
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'))
})

for (const width of WIDTHS) {
  test(`the request modal's Tab reaches "Send request" before Cancel at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport(width))
    await page.goto('/work-with-us')
    await page.getByRole('button', { name: 'Request more info' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Request more info' })
    const message = dialog.getByLabel('Message', { exact: true })
    await message.focus()
    await page.keyboard.press('Tab')
    const send = dialog.getByRole('button', { name: 'Send request' })
    await expect(send).toBeFocused()
    await page.keyboard.press('Tab')
    const cancel = dialog.getByRole('button', { name: 'Cancel' })
    await expect(cancel).toBeFocused()
    // What the eye reads first is what Tab reaches first: above it on a phone, left of it wider.
    const [sendBox, cancelBox] = [await send.boundingBox(), await cancel.boundingBox()]
    if (width < 640) expect(sendBox!.y + sendBox!.height).toBeLessThanOrEqual(cancelBox!.y)
    else expect(sendBox!.x + sendBox!.width).toBeLessThanOrEqual(cancelBox!.x)
    await reviewScreenshot(page, 'forms', `modal-buttons-${width}`)
  })
}

test('failed logins show one toast at a time, the latest', async ({ page }) => {
  // Answered here, so that no attempt is counted against the account or this address.
  let attempt = 0
  await page.route('**/api/admin/login', (route) =>
    route.fulfill({ status: 401, json: { error: `Invalid password (${++attempt})` } }),
  )
  await page.goto('/admin/login')
  const password = page.getByLabel('Password', { exact: true })
  const toasts = page.locator('[data-sonner-toast]')
  for (const round of [1, 2, 3]) {
    await password.fill(`wrong-${round}`)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(toasts.filter({ hasText: `Invalid password (${round})` })).toBeVisible()
    await expect(toasts).toHaveCount(1)
  }
  await expect(toasts).toContainText('Login failed')
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width))
    await reviewScreenshot(page, 'forms', `login-failed-${width}`)
  }
})
