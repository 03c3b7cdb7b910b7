import { expect, test } from '@playwright/test'

import { siteOrigin } from './support'

test('publishes a security contact at /.well-known/security.txt', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m)
  expect(text).toContain(`Canonical: ${siteOrigin}/.well-known/security.txt`)
  const expires = /^Expires: (\S+)$/m.exec(text)?.[1] ?? ''
  const left = Date.parse(expires) - Date.now()
  // RFC 9116: present, in the future, and less than a year ahead.
  expect(left).toBeGreaterThan(0)
  expect(left).toBeLessThan(365 * 24 * 60 * 60 * 1000)
})
