import { expect, test } from '@playwright/test'

import { admin, adminToken, bearer } from './support'

test('explore cms', async ({ page, request }) => {
  test.setTimeout(180_000)
  const token = await adminToken()
  const slug = `explore-${Date.now()}`
  const created = await request.post('/api/posts', {
    headers: bearer(token),
    data: {
      title: 'Explore published',
      slug,
      content: 'Body **one**.',
      _status: 'published',
      readTime: 2,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()
  await page.setViewportSize({ width: 1366, height: 900 })
  const login = await page.request.post('/api/admins/login', {
    data: { email: admin.email, password: admin.password },
  })
  expect(login.ok()).toBe(true)
  await page.goto(`/cms/collections/posts/${doc.id}`)
  await page.waitForTimeout(4000)
  await page.screenshot({ path: '/tmp/pub-shots/edit.png' })
  console.log((await page.locator('button').allInnerTexts()).join(' | '))
  console.log(
    (
      await page
        .locator('[aria-label], [title]')
        .evaluateAll((els) =>
          els.map((e) => `${e.tagName}:${e.getAttribute('aria-label') ?? e.getAttribute('title')}`),
        )
    ).join(' | '),
  )
  await page.locator('#field-title').fill('Explore draft edit')
  await page.waitForTimeout(3000)
  await page.screenshot({ path: '/tmp/pub-shots/edit2.png' })
  console.log((await page.locator('button').allInnerTexts()).join(' | '))
  await page.goto(`/cms/collections/posts/${doc.id}/versions`)
  await page.waitForTimeout(3000)
  await page.screenshot({ path: '/tmp/pub-shots/versions.png' })
  await page.goto(`/cms/collections/posts/${doc.id}/preview`)
  await page.waitForTimeout(6000)
  await page.screenshot({ path: '/tmp/pub-shots/live.png' })
  console.log((await page.locator('button').allInnerTexts()).join(' | '))
  console.log(
    await page.locator('iframe').evaluateAll((els) => els.map((e) => (e as HTMLIFrameElement).src)),
  )
})
