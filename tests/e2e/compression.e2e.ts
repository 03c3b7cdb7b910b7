import { gunzipSync } from 'node:zlib'

import { expect, test, type Response } from '@playwright/test'

import { rawRequest } from '../support/rawRequest'
import { staticAssetPaths } from './support'

/** One GET, its body exactly as sent (Playwright's request and fetch would decode it). */
const rawGet = (path: string, acceptEncoding: string) =>
  rawRequest(new URL(path, process.env.E2E_BASE_URL), {
    headers: { 'Accept-Encoding': acceptEncoding },
  })

/** What Chromium sends: Brotli is accepted, and the app answers with gzip all the same. */
const BROWSER = 'gzip, deflate, br, zstd'

/** The scripts and stylesheets the home page's HTML asks for. */
async function homeAssets(): Promise<string[]> {
  const html = (await rawGet('/', 'identity')).body.toString('utf8')
  return staticAssetPaths(html)
}

test.describe('compression', () => {
  test("sends the build's scripts and stylesheet gzipped, cached for a year", async () => {
    const assets = await homeAssets()
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true)
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(3)
    for (const asset of assets) {
      const plain = await rawGet(asset, 'identity')
      expect(plain.status, asset).toBe(200)
      expect(plain.headers['content-encoding'], asset).toBeUndefined()
      if (plain.body.length < 1024) continue // too small to be worth compressing
      const gzip = await rawGet(asset, BROWSER)
      expect(gzip.status, asset).toBe(200)
      expect(gzip.headers['content-encoding'], asset).toBe('gzip')
      expect(gzip.headers['vary'], asset).toContain('Accept-Encoding')
      expect(gzip.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable')
      expect(gzip.headers['content-type'], asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /javascript/,
      )
      expect(gzip.headers['x-content-type-options'], asset).toBe('nosniff')
      expect(gzip.headers['content-security-policy'], asset).toContain("object-src 'none'")
      expect(gzip.body.length, asset).toBeLessThan(plain.body.length)
      expect(gunzipSync(gzip.body).equals(plain.body), asset).toBe(true)
    }
  })

  test('compresses pages and API answers with gzip, never Brotli', async () => {
    for (const path of ['/', '/coaching', '/api/blog']) {
      const plain = await rawGet(path, 'identity')
      expect(plain.status, path).toBe(200)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      for (const accept of [BROWSER, 'br', 'gzip']) {
        const compressed = await rawGet(path, accept)
        const label = `${path} (${accept})`
        if (accept === 'br') {
          // Brotli only: the answer goes out as it is.
          expect(compressed.headers['content-encoding'], label).toBeUndefined()
          continue
        }
        expect(compressed.headers['content-encoding'], label).toBe('gzip')
        expect(compressed.body.length, label).toBeLessThan(plain.body.length / 2)
        const text = gunzipSync(compressed.body).toString('utf8')
        if (path.startsWith('/api/')) expect(() => JSON.parse(text) as unknown, label).not.toThrow()
        else expect(text, label).toContain('</html>')
      }
    }
  })

  test('loads every script of a page gzipped in Chromium, and the page works', async ({ page }) => {
    const responses: Response[] = []
    page.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js'))
        responses.push(response)
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/onboarding-step?type=chatbot')
    // The form's reasons show only once its scripts have run.
    await page.getByRole('button', { name: 'Start my project' }).click()
    await expect(page.getByText('Full name is required')).toBeVisible()
    expect(errors).toEqual([])
    // Below 1 KB a script fits in one packet either way and is sent as it is.
    const worthIt: { path: string; encoding: string | null }[] = []
    for (const response of responses) {
      const body = await response.body().catch(() => undefined) // decoded; absent if cancelled
      if (!body || body.length < 1024) continue
      const path = new URL(response.url()).pathname
      worthIt.push({ path, encoding: await response.headerValue('content-encoding') })
    }
    expect(worthIt.length).toBeGreaterThan(3)
    for (const { path, encoding } of worthIt) expect(encoding, path).toBe('gzip')
  })

  test('refuses anything but GET and HEAD on a static file with 405', async ({ request }) => {
    const [script] = (await homeAssets()).filter((asset) => asset.endsWith('.js'))
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await request.fetch(script!, { method, data: {} })
      expect(response.status(), method).toBe(405)
      expect(response.headers()['allow'], method).toBe('GET, HEAD')
      expect(await response.json(), method).toMatchObject({ message: 'Method Not Allowed' })
    }
    // HEAD is a read like GET.
    expect((await request.head(script!)).status()).toBe(200)
  })
})
