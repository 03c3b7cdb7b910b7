import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

/**
 * Brotli at its highest quality, for text: about 80 ms for a 100 KB page, so only for bytes
 * compressed once and sent many times (a cached page here, the build's files at build time).
 */
export const brotliDensest = (body: Buffer): Promise<Buffer> =>
  promisify(brotliCompress)(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })

/** Whether the client takes Brotli (listed in Accept-Encoding, and not with q=0). */
export const acceptsBrotli = (request: IncomingMessage): boolean =>
  new Negotiator(request).encodings(['br']).includes('br')

/** A Node middleware, as `compression` and this module are. */
export type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

/**
 * Pages Next serves from its cache (prerendered or regenerated: they carry `x-nextjs-cache`)
 * go to browsers that accept Brotli compressed at its highest quality, once per distinct page
 * body, and kept in memory for the next request of the same body. A page compressed on the fly
 * must be quick about it (quality 5), which leaves the larger pages a few hundred bytes past
 * the first round trip of a new connection; the densest quality brings them back within it
 * (the coaching page: 15.3 to 13.4 KB).
 *
 * Mounted after the on-the-fly compression middleware, so that its wrapping of the response is
 * the outer one: that compression then sees the response as already encoded and lets it
 * through (it still adds `Vary: Accept-Encoding`). Everything else (pages rendered per request,
 * API answers, a client without Brotli, HEAD) passes through untouched. The headers go out at
 * once; the body is held back until Next has written all of it, which for a page from the
 * cache costs nothing (it has the whole page), and for the one request that renders a page
 * missing from the cache means it is not streamed. The cache is keyed by the body's hash, so a
 * regenerated page is a new entry and the old one ages out; `maxBytes` bounds what it holds.
 */
export function cachedPageBrotli({
  maxBytes = 32 * 1024 * 1024,
  compress = brotliDensest,
}: {
  maxBytes?: number
  /** The compression itself; a test counts its calls. */
  compress?: (body: Buffer) => Promise<Buffer>
} = {}): Middleware {
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (value) => value.length,
  })
  // Requests for the same page that arrive while it is being compressed wait for that one run.
  const inFlight = new Map<string, Promise<Buffer>>()

  const compressed = (body: Buffer): Promise<Buffer> => {
    const key = createHash('sha256').update(body).digest('base64')
    const hit = cache.get(key)
    if (hit) return Promise.resolve(hit)
    let running = inFlight.get(key)
    if (!running) {
      running = compress(body)
        .then((output) => {
          cache.set(key, output)
          return output
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, running)
    }
    return running
  }

  return (request, response, next) => {
    if (request.method !== 'GET' || !acceptsBrotli(request)) {
      next()
      return
    }
    const { writeHead, write, end } = response
    // Decided when the response starts: 'hold' collects the body and sends it compressed.
    let mode: 'hold' | 'pass' | undefined
    const chunks: Buffer[] = []
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
      )
    }
    const start = (res: ServerResponse) => {
      if (mode === undefined && !res.headersSent) res.writeHead(res.statusCode)
    }

    // Every way of starting the response (writeHead, flushHeaders, or a first write or end)
    // comes through here, where the headers tell whether the page came from Next's cache.
    response.writeHead = function (
      this: ServerResponse,
      statusCode: number,
      reason?: string | OutgoingHttpHeaders,
      headers?: OutgoingHttpHeaders,
    ) {
      const given = typeof reason === 'object' ? reason : headers
      if (mode !== undefined || Array.isArray(given)) {
        mode ??= 'pass'
        return writeHead.apply(this, [statusCode, reason, headers] as never)
      }
      for (const [name, value] of Object.entries(given ?? {})) {
        if (value !== undefined) this.setHeader(name, value)
      }
      const fromCache =
        statusCode === 200 &&
        this.getHeader('x-nextjs-cache') !== undefined &&
        String(this.getHeader('content-type') ?? '').startsWith('text/html') &&
        this.getHeader('content-encoding') === undefined
      mode = fromCache ? 'hold' : 'pass'
      if (fromCache) {
        this.setHeader('Content-Encoding', 'br')
        this.removeHeader('Content-Length')
      }
      return writeHead.apply(this, [
        statusCode,
        typeof reason === 'string' ? reason : undefined,
      ] as never)
    } as ServerResponse['writeHead']

    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      start(this)
      if (mode !== 'hold') return write.apply(this, [chunk, ...rest] as never)
      collect(chunk, rest[0])
      const done = rest.find((value) => typeof value === 'function')
      if (done) process.nextTick(done as () => void)
      return true
    } as ServerResponse['write']

    response.end = function (this: ServerResponse, ...args: unknown[]) {
      start(this)
      if (mode !== 'hold') return end.apply(this, args as never)
      const [chunk, encoding] = args
      collect(chunk, encoding)
      const done = args.find((value) => typeof value === 'function') as (() => void) | undefined
      mode = 'pass'
      compressed(Buffer.concat(chunks)).then(
        (body) => end.apply(this, [body, done] as never),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      )
      return this
    } as ServerResponse['end']

    next()
  }
}
