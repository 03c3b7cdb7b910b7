import { expect, test } from '@playwright/test'

/**
 * A wrong TRUSTED_PROXY_HOPS is noticed and reported. The suite's server trusts one hop (the test
 * runner plays the proxy); a request whose counted address forwards X-Forwarded-For for a client
 * reveals a second proxy in front of it, the case in which every client would share that
 * proxy's rate-limit budget. The unit tests of lib/http/proxyCheck.ts show the 0-hop case.
 */
test('/api/health reports proxies the trusted hops do not account for', async ({ request }) => {
  const secondProxy = `198.18.${100 + (process.pid % 50)}.${Date.now() % 250}`
  for (let client = 1; client <= 3; client += 1) {
    const response = await request.get('/api/blog', {
      headers: { 'x-forwarded-for': `203.0.113.${client}, ${secondProxy}` },
    })
    expect(response.status()).toBe(200)
  }
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  const body = (await health.json()) as {
    status: string
    uptimeSeconds: number
    proxy: { trustedHops: number; warning: string | null }
  }
  expect(body.status).toBe('ok')
  expect(body.uptimeSeconds).toEqual(expect.any(Number))
  expect(body.proxy.trustedHops).toBe(1)
  // Another file's forged headers may have raised it first: one warning per process.
  expect(body.proxy.warning).toMatch(
    /^TRUSTED_PROXY_HOPS is 1, but \S+, the address rate limits count, forwards X-Forwarded-For for the clients behind it/,
  )
})
