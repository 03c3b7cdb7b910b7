import { readFile } from 'node:fs/promises'

import { parse } from 'csv-parse/sync'

import { adminToken, bearer, reviewScreenshot, signIn } from './support'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// It counts every waitlist entry: it runs against an app server of its own (seeded: none).
runOnOwnServer()

test('the export drawer exports every waitlist entry as it opens, under a title', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const stamp = Date.now().toString(36)
  for (let i = 1; i <= 14; i++) {
    const created = await request.post('/api/waitlist-entries', {
      headers: bearer(token),
      data: { name: `Drawer ${i}`, email: `drawer-${stamp}-${i}@example.com` },
    })
    expect(created.status()).toBe(201)
  }
  const listed = await request.get('/api/waitlist-entries?limit=1&depth=0', {
    headers: bearer(token),
  })
  expect(((await listed.json()) as { totalDocs: number }).totalDocs).toBe(14)

  await signIn(page, token)
  await page.setViewportSize({ width: 1366, height: 900 })
  // The list shows 10 a page: the export must not stop there.
  await page.goto('/cms/collections/waitlist-entries?limit=10')
  await page.locator('#list-menu button').first().click()
  await page.getByText('Export Waitlist entries', { exact: true }).click()
  const drawer = page.locator('.drawer__content').last()
  await expect(drawer.getByRole('heading', { name: 'Export waitlist entries' })).toBeVisible()
  await expect(drawer.getByText('14 documents to export')).toBeVisible()
  await expect(drawer.getByText('[Untitled]')).toHaveCount(0)
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(drawer.getByText('14 documents to export')).toBeVisible()
    await reviewScreenshot(page, 'E', `export-drawer-waitlist-${width}`)
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: 'Download' }).click(),
  ])
  const rows = parse(await readFile(await download.path()), { bom: true }) as string[][]
  expect(rows[0]).toEqual(['name', 'email', 'createdAt'])
  expect(
    rows
      .slice(1)
      .map((row) => row[1])
      .sort(),
  ).toEqual(Array.from({ length: 14 }, (_, i) => `drawer-${stamp}-${i + 1}@example.com`).sort())
})

test("the contact messages' drawer starts with the company and the message", async ({ page }) => {
  await signIn(page, await adminToken())
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/cms/collections/contact-messages')
  await page.locator('#list-menu button').first().click()
  await page.getByText('Export Contact messages', { exact: true }).click()
  const drawer = page.locator('.drawer__content').last()
  await expect(drawer.getByRole('heading', { name: 'Export contact messages' })).toBeVisible()
  const columns = drawer.locator('.fields-to-export')
  for (const label of ['Company', 'Message', 'Work Email', 'Full Name']) {
    await expect(columns.getByText(label, { exact: true })).toBeVisible()
  }
  await reviewScreenshot(page, 'E', 'export-drawer-contact-messages-1366')
})
