import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { markdownPages } from './markdownPages'

const PAGE = `<!doctype html><html><head><title>Home | Brand</title></head><body><nav><a href="/a">A</a></nav><main><h1>Welcome</h1><p>Read the <a href="/blog">blog</a>.</p></main></body></html>`

const SITE = 'https://agency.example'

let server: http.Server
let base = ''
const seen: string[] = []
beforeAll(async () => {
  const middleware = markdownPages({ siteUrl: SITE })
  server = http.createServer((request, response) =>
    middleware(request, response, () => {
      seen.push(`${request.url} ${request.headers.accept}`)
      if (request.url === '/gone') {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<p>no</p>')
        return
      }
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('vary', 'RSC')
      response.write(PAGE.slice(0, 40))
      response.end(PAGE.slice(40))
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('pages in Markdown', () => {
  it('answers Accept: text/markdown with the Markdown of the page, and 304 on its ETag', async () => {
    const response = await fetch(`${base}/`, { headers: { accept: 'text/markdown' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(response.headers.get('vary')).toBe('Accept')
    const body = await response.text()
    expect(body).toContain('# Welcome')
    expect(body).toContain(`[blog](${SITE}/blog)`)
    expect(body).not.toContain('[A]')
    expect(body.length).toBeLessThan(PAGE.length)
    const again = await fetch(`${base}/`, {
      headers: { accept: 'text/markdown', 'if-none-match': response.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it('serves /index.md and <path>.md as the Markdown of the page', async () => {
    const response = await fetch(`${base}/index.md`)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(seen.at(-1)).toBe('/ text/html')
    await fetch(`${base}/blog/post.md`)
    expect(seen.at(-1)).toBe('/blog/post text/html')
  })

  it('adds Vary: Accept to HTML and leaves errors as they are', async () => {
    const html = await fetch(`${base}/`, { headers: { accept: 'text/html' } })
    expect(html.headers.get('content-type')).toMatch(/^text\/html/)
    expect(html.headers.get('vary')).toBe('RSC, Accept')
    const gone = await fetch(`${base}/gone`, { headers: { accept: 'text/markdown' } })
    expect(gone.status).toBe(404)
  })
})

describe('links in the Markdown', () => {
  it('come from the configured site address, whatever Host and X-Forwarded-* say', async () => {
    const forged: Record<string, string>[] = [
      { 'x-forwarded-proto': 'https://evil.example/?' },
      { 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example' },
    ]
    for (const headers of forged) {
      const response = await fetch(`${base}/blog/post.md`, { headers })
      const body = await response.text()
      expect(body).toContain(`[blog](${SITE}/blog)`)
      expect(body).not.toContain('evil.example')
    }
  })
})
