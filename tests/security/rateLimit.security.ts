import { expect, test } from '@playwright/test'

/**
 * Rate limits count the address the trusted proxy saw, never one the client wrote. The suite's
 * server trusts one proxy hop (the test runner plays the proxy), so the last X-Forwarded-For
 * entry a test sends is that proxy's observation and everything to its left is client-written.
 * The unit tests of lib/http/peerAddress.ts prove the same with no proxy trusted.
 */
test('a forged X-Forwarded-For does not buy a fresh checker budget', async ({ request }) => {
  const seenByProxy = `198.18.${200 + (process.pid % 50)}.${Date.now() % 250}`
  const statuses: number[] = []
  // The checker allows 10 runs per minute; an empty domain is refused after the limit is counted.
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const forged = `203.0.113.${attempt + 1}, 10.${attempt}.0.1`
    const response = await request.post('/api/ai-check', {
      headers: { 'x-forwarded-for': `${forged}, ${seenByProxy}` },
      data: { domain: '' },
    })
    statuses.push(response.status())
  }
  expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
  expect(statuses[10]).toBe(429)
})

test('a forged X-Forwarded-For does not buy a fresh contact budget', async ({ request }) => {
  const seenByProxy = `198.18.${150 + (process.pid % 50)}.${Date.now() % 250}`
  let last = 0
  // Five enquiries per 10 minutes; a body that fails validation still counts.
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const response = await request.post('/api/contact-message', {
      headers: {
        'x-forwarded-for': `192.0.2.${attempt + 1}, ${seenByProxy}`,
        'x-real-ip': `192.0.2.${attempt}`,
      },
      data: {},
    })
    last = response.status()
  }
  expect(last).toBe(429)
})
