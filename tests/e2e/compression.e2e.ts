import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'

import { expect, test, type Response } from '@playwright/test'

import { rawRequest } from '../support/rawRequest'
import { staticAssetPaths } from './support'

/** One GET, its body exactly as sent (Playwright's request and fetch would decode it). */
const rawGet = (path: string, acceptEncoding: string) =>
  rawRequest(new URL(path, process.env.E2E_BASE_URL), {
    headers: { 'Accept-Encoding': acceptEncoding },
  })

/** The scripts and stylesheets the home page's HTML asks for. */
async function homeAssets(): Promise<string[]> {
  const html = (await rawGet('/', 'identity')).body.toString('utf8')
  return staticAssetPaths(html)
}

test.describe('compression', () => {
  test("sends the build's scripts and stylesheet as Brotli to browsers that accept it", async () => {
    const assets = await homeAssets()
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true)
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(3)
    for (const asset of assets) {
      const plain = await rawGet(asset, 'identity')
      expect(plain.status, asset).toBe(200)
      expect(plain.headers['content-encoding'], asset).toBeUndefined()
      if (plain.body.length < 1024) continue // too small to be worth a compressed copy
      const brotli = await rawGet(asset, 'gzip, deflate, br, zstd')
      expect(brotli.status, asset).toBe(200)
      expect(brotli.headers['content-encoding'], asset).toBe('br')
      expect(brotli.headers['vary'], asset).toContain('Accept-Encoding')
      expect(brotli.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable')
      expect(brotli.headers['content-type'], asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /javascript/,
      )
      expect(brotli.headers['x-content-type-options'], asset).toBe('nosniff')
      expect(brotli.body.length, asset).toBeLessThan(plain.body.length)
      expect(brotliDecompressSync(brotli.body).equals(plain.body), asset).toBe(true)
    }
  })

  test('sends gzip to a client that does not accept Brotli', async () => {
    const [script] = (await homeAssets()).filter((asset) => asset.endsWith('.js'))
    const plain = await rawGet(script, 'identity')
    const gzip = await rawGet(script, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
  })

  test('compresses pages and API answers with Brotli or gzip as the client asks', async () => {
    for (const path of ['/', '/api/blog']) {
      const plain = await rawGet(path, 'identity')
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      const brotli = await rawGet(path, 'gzip, deflate, br, zstd')
      expect(brotli.headers['content-encoding'], path).toBe('br')
      const gzip = await rawGet(path, 'gzip')
      expect(gzip.headers['content-encoding'], path).toBe('gzip')
      // The same document either way; Brotli is the smaller.
      const fromBrotli = brotliDecompressSync(brotli.body).toString('utf8')
      expect(fromBrotli.length, path).toBeGreaterThan(plain.body.length / 2)
      expect(brotli.body.length, path).toBeLessThan(gzip.body.length)
    }
  })

  test("sends a page from Next's cache in Brotli's densest quality, the same bytes each time", async () => {
    for (const path of ['/', '/coaching']) {
      const plain = await rawGet(path, 'identity')
      expect(plain.headers['x-nextjs-cache'], path).toBeDefined()
      const first = await rawGet(path, 'gzip, deflate, br')
      const second = await rawGet(path, 'gzip, deflate, br')
      expect(first.headers['content-encoding'], path).toBe('br')
      expect(brotliDecompressSync(first.body).equals(plain.body), path).toBe(true)
      expect(second.body.equals(first.body), path).toBe(true)
      // Quality 11 as Node computes it; the on-the-fly quality 5 would be about 12% larger.
      const densest = brotliCompressSync(plain.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
      expect(first.body.length, path).toBeLessThanOrEqual(densest.length)
    }
  })

  test('loads every script of a page as Brotli in Chromium, and the page works', async ({
    page,
  }) => {
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
    // Below 1 KB a script fits in one packet either way and has no compressed copy.
    const worthIt: { path: string; encoding: string | null }[] = []
    for (const response of responses) {
      const body = await response.body().catch(() => undefined) // decoded; absent if cancelled
      if (!body || body.length < 1024) continue
      const path = new URL(response.url()).pathname
      worthIt.push({ path, encoding: await response.headerValue('content-encoding') })
    }
    expect(worthIt.length).toBeGreaterThan(3)
    for (const { path, encoding } of worthIt) expect(encoding, path).toBe('br')
  })

  test('refuses anything but GET and HEAD on a static file with 405', async ({ request }) => {
    const [script] = (await homeAssets()).filter((asset) => asset.endsWith('.js'))
    const response = await request.post(script, { data: {} })
    expect(response.status()).toBe(405)
    expect(response.headers()['allow']).toBe('GET, HEAD')
    expect(await response.json()).toEqual({ message: 'Method Not Allowed' })
  })
})
