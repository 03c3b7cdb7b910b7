import { expect, test } from '@playwright/test'

import { expectSystemFont } from './support'

/**
 * Text is set in the visitor's own interface font, on the dashboard as on every public page
 * (whose fonts the page-load pass of tests/e2e/pageLoad.e2e.ts checks at each width).
 */
test('the dashboard downloads no font file: text is set in the system font stack', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(response.url())
  })
  await page.goto('/admin/login', { waitUntil: 'load' })
  await expectSystemFont(page, '/admin/login')
  expect(fonts).toEqual([])
})
