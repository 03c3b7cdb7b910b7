/**
 * The production image's server: Next's standalone output completed as `npm run build:image` (the
 * Dockerfile's command) completes it, and started as the image starts it (Next's own
 * `node server.js`), from a copy outside the repository so that only what the standalone output
 * ships is there. Checked against a real database: a page, an API, its static chunks (gzipped,
 * with the security headers), HSTS behind https, an uploaded image (original and resized) from
 * local disk and from S3-compatible storage, and a graceful stop on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { waitFor } from '../../scripts/lib/runtime'
import { ensureTestBuild, TEST_DIST_DIR, testBuildEnv } from '../../scripts/lib/testBuild'
import { testPayload } from '../support/payload'
import { startTestS3, type TestS3 } from '../support/s3Server'
import { freePort, repoRoot } from '../../scripts/lib/testDatabase'

let serverDir: string
let mediaDir: string
let payload: Payload
let server: ChildProcess | undefined
let s3: TestS3 | undefined
let baseUrl: string
const slug = `image-check-${randomBytes(3).toString('hex')}`
let imageUrl: string
let imageBytes: Buffer

async function png(seed: number): Promise<Buffer> {
  const background = { r: seed, g: 120, b: 200 }
  return sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer()
}

async function startServer(extraEnv: Record<string, string> = {}): Promise<void> {
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['server.js'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: process.env.DATABASE_URL,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
      // The origin baked into the build's prerendered pages, as the image is run.
      SITE_URL: testBuildEnv().SITE_URL,
      MEDIA_DIR: mediaDir,
      NEXT_TELEMETRY_DISABLED: '1',
      ...extraEnv,
    },
  })
  const started = server
  let exited: Error | undefined
  await vi.waitFor(
    async () => {
      if (started.exitCode !== null) {
        // Nothing to wait for: the error is thrown below, not retried.
        exited = new Error(`server.js exited with ${started.exitCode}`)
        return
      }
      // A refused connection (not listening yet) throws, and is tried again.
      expect((await fetch(`${baseUrl}/api/blog`)).ok, 'server.js answers /api/blog').toBe(true)
    },
    { timeout: 60_000, interval: 250 },
  )
  if (exited) throw exited
}

/** SIGTERM, as the container runtime sends it; the exit code Next's server stopped with. */
async function stopServer(): Promise<number | undefined> {
  let code: number | undefined
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    code = await waitFor(server)
  }
  server = undefined
  return code
}

describe('the standalone production server', () => {
  beforeAll(async () => {
    // The suites' shared build is the image's: Next's standalone output, completed by the same
    // code as `npm run build:image` (scripts/lib/runtime.ts); built here when out of date.
    await ensureTestBuild()
    serverDir = await fs.mkdtemp(path.join(os.tmpdir(), 'standalone-'))
    await fs.cp(path.join(repoRoot, TEST_DIST_DIR, 'standalone'), serverDir, { recursive: true })
    mediaDir = path.resolve(process.env.MEDIA_DIR!)

    payload = await testPayload()
    imageBytes = await png(10)
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'standalone check' },
      file: { data: imageBytes, mimetype: 'image/png', name: `${slug}.png`, size: 0 },
      overrideAccess: true,
    })
    imageUrl = media.url!
    await payload.create({
      collection: 'posts',
      data: {
        title: 'Standalone server check',
        slug,
        excerpt: 'A post read by the standalone server.',
        content: 'Served by **node server.js**.',
        heroImage: imageUrl,
        category: 'Guides',
        tags: ['check'],
        readTime: 1,
        status: 'published',
        publishedAt: new Date().toISOString(),
        author: { name: 'Admin' },
      },
      overrideAccess: true,
    })
    await startServer()
  })

  afterAll(async () => {
    await stopServer()
    await s3?.dispose()
    await payload?.delete({ collection: 'posts', where: { slug: { equals: slug } } })
    if (serverDir) await fs.rm(serverDir, { recursive: true, force: true })
  })

  it('serves a page with its static chunks and the public folder', async () => {
    const home = await fetch(`${baseUrl}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await home.text()
    const chunk = html.match(/\/_next\/static\/[^"'\s]+\.css/)?.[0]
    expect(chunk).toBeTruthy()
    // Next's own gzip, even for a browser that also accepts Brotli (fetch decodes it).
    const gzip = await fetch(`${baseUrl}${chunk}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    })
    expect(gzip.status).toBe(200)
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(gzip.headers.get('x-content-type-options')).toBe('nosniff')
    const plain = await fetch(`${baseUrl}${chunk}`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await gzip.text()).toBe(await plain.text())
    const favicon = await fetch(`${baseUrl}/favicon.ico`)
    expect(favicon.status).toBe(200)
  })

  it('sends HSTS only to a request that came over https, and the security headers always', async () => {
    const plain = await fetch(`${baseUrl}/`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    expect(plain.headers.get('x-frame-options')).toBe('DENY')
    const overHttps = await fetch(`${baseUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(overHttps.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    )
  })

  it('answers the blog API and renders a post with its hero image', async () => {
    const list = await fetch(`${baseUrl}/api/blog`)
    expect(list.status).toBe(200)
    expect(JSON.stringify(await list.json())).toContain(slug)

    const page = await fetch(`${baseUrl}/blog/${slug}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Standalone server check')
    const optimized = html.match(/\/_next\/image\?url=[^"'\s]+/)?.[0]?.replace(/&amp;/g, '&')
    expect(optimized).toContain(encodeURIComponent(imageUrl))
    const resized = await fetch(`${baseUrl}${optimized}`, { headers: { Accept: 'image/webp' } })
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toBe('image/webp')
  })

  it('serves an uploaded image from local disk', async () => {
    const file = await fetch(`${baseUrl}${imageUrl}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer()).equals(imageBytes)).toBe(true)
  })

  it('serves an image kept in S3-compatible storage', async () => {
    // SIGTERM stops Next's server gracefully: once it has closed the server and run its
    // clean-up, Next 16 exits with 143 (128 + SIGTERM) on purpose, from process.exit, so the
    // code comes back as a number rather than as a signal.
    expect(await stopServer()).toBe(143)
    s3 = await startTestS3()
    const bytes = await png(200)
    const filename = `${slug}-s3.png`
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: filename,
        Body: bytes,
        ContentType: 'image/png',
      }),
    )
    client.destroy()
    const doc = await payload.db.create({
      collection: 'media',
      data: { alt: 's3', filename, mimeType: 'image/png', filesize: bytes.byteLength },
    })
    // No public page shows this file: it is read as the administrator.
    const admin = { email: `${slug}@example.com`, name: 'Standalone', password: `${slug}-Pass-1` }
    await payload.create({ collection: 'admins', data: admin, overrideAccess: true })
    const { token } = await payload.login({ collection: 'admins', data: admin })
    try {
      await startServer(s3.env)
      const file = await fetch(`${baseUrl}/api/media/file/${filename}`, {
        headers: { Authorization: `JWT ${token}` },
      })
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
    } finally {
      await payload.db.deleteOne({ collection: 'media', where: { id: { equals: doc.id } } })
      await payload.delete({ collection: 'admins', where: { email: { equals: admin.email } } })
    }
  })
})
