import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import Negotiator from 'negotiator'

import { pageToMarkdown } from '../seo/markdown'

import { matchesEtag } from './etag'

/** A Node middleware: it answers, or calls `next` to pass the request on. */
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** Paths that are never pages: build files, APIs, the dashboards. */
const NOT_PAGES = /^\/(_next|api|admin|cms)(\/|$)|\.(?!md$)[a-z0-9]+$/i

/** The page a Markdown address (`/index.md`, `<path>.md`: see markdownPath) stands for, or null. */
function pageOf(path: string): string | null {
  if (!path.endsWith('.md')) return null
  return path === '/index.md' ? '/' : path.slice(0, -'.md'.length)
}

const wantsMarkdown = (request: IncomingMessage) =>
  new Negotiator(request).mediaType(['text/html', 'text/markdown']) === 'text/markdown'

/**
 * Pages in Markdown for AI agents, converted from the HTML the app renders: a request that
 * prefers `Accept: text/markdown`, or for a page's `.md` address, gets the page's Markdown
 * (`Content-Type: text/markdown; charset=utf-8`, `Vary: Accept`, an ETag of the Markdown and
 * 304 when it is sent back). Every other page answer gets `Vary: Accept` too, so that caches
 * keep the two versions apart. Links are made absolute against `siteUrl`, the site's configured
 * address, never against the request's Host or X-Forwarded-* headers: a shared cache keeps the
 * answer for every visitor, so one forged header must not put another origin into its links.
 * Mount it innermost (right before Next): it needs Next's uncompressed HTML, and its answer is
 * then compressed like any other.
 */
export function markdownPages({ siteUrl }: { siteUrl: string }): Middleware {
  const origin = new URL(siteUrl).origin
  return (request, response, next) => {
    const [path = '/', query] = (request.url ?? '/').split('?')
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_PAGES.test(path)) {
      next()
      return
    }
    const page = pageOf(path)
    const markdown = page !== null || wantsMarkdown(request)
    const { writeHead, write, end } = response
    const finish = (res: ServerResponse, body?: Buffer) =>
      end.apply(res, (body === undefined ? [] : [body]) as never)
    if (!markdown) {
      response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
        const type = String(this.getHeader('content-type') ?? '')
        if (type.startsWith('text/html') || type === '') {
          const vary = String(this.getHeader('vary') ?? '')
          if (!/(^|,)\s*accept\s*(,|$)/i.test(vary)) {
            this.setHeader('Vary', vary ? `${vary}, Accept` : 'Accept')
          }
        }
        return writeHead.apply(this, args as never)
      } as ServerResponse['writeHead']
      next()
      return
    }

    const ifNoneMatch = request.headers['if-none-match'] ?? null
    // Next renders the HTML in full; the validators apply to the Markdown, checked below.
    request.headers.accept = 'text/html'
    delete request.headers['if-none-match']
    delete request.headers['if-modified-since']
    if (page !== null) request.url = query === undefined ? page : `${page}?${query}`

    let status = 200
    const chunks: Buffer[] = []
    response.writeHead = function (
      this: ServerResponse,
      statusCode: number,
      reason?: string | OutgoingHttpHeaders,
      headers?: OutgoingHttpHeaders,
    ) {
      status = statusCode
      const given = typeof reason === 'object' ? reason : headers
      if (given && !Array.isArray(given)) {
        for (const [name, value] of Object.entries(given)) {
          if (value !== undefined) this.setHeader(name, value)
        }
      }
      return this
    } as ServerResponse['writeHead']
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(
          typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array),
        )
      }
      const done = rest.find((value) => typeof value === 'function')
      if (done) process.nextTick(done as () => void)
      return true
    } as ServerResponse['write']
    response.end = function (this: ServerResponse, ...args: unknown[]) {
      const [chunk] = args
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(
          typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array),
        )
      }
      const code = this.statusCode !== 200 ? this.statusCode : status
      const html = Buffer.concat(chunks)
      const type = String(this.getHeader('content-type') ?? '')
      this.writeHead = writeHead
      this.write = write
      this.end = end
      if (code !== 200 || !type.startsWith('text/html')) {
        // Redirects, errors and anything else go out as Next wrote them.
        this.statusCode = code
        return finish(this, html)
      }
      // The path alone, on the site's own origin (an absolute-form or `//host` request target
      // cannot move it elsewhere).
      const url = new URL(`${origin}/${(page ?? path).replace(/^\/+/, '')}`).toString()
      const body = Buffer.from(pageToMarkdown(html.toString('utf8'), url))
      const etag = `"md-${createHash('sha256').update(body).digest('base64url').slice(0, 24)}"`
      this.removeHeader('content-length')
      this.removeHeader('x-nextjs-cache')
      this.setHeader('Content-Type', 'text/markdown; charset=utf-8')
      this.setHeader('Vary', 'Accept')
      this.setHeader('ETag', etag)
      if (matchesEtag(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, etag)) {
        this.statusCode = 304
        return finish(this)
      }
      this.statusCode = 200
      this.setHeader('Content-Length', body.length)
      return finish(this, request.method === 'HEAD' ? undefined : body)
    } as ServerResponse['end']
    next()
  }
}
