/**
 * The production web server: Next.js's request handler behind Node's HTTP server, as
 * `next start` runs it, with one difference. Next compresses responses with gzip only, and it
 * drops any Content-Encoding the app sets itself. Here responses are compressed in front of
 * Next instead (next.config.ts turns its own compression off), with Brotli for browsers that
 * accept it, and the build's static files go out as the Brotli copies written at build time
 * (scripts/lib/precompress.ts): about 15% fewer bytes before a page can paint. Pages served
 * from Next's cache get Brotli's highest quality, compressed once per page (cachedPageBrotli).
 *
 *   node --import tsx scripts/server.ts [--port 3000] [--hostname 127.0.0.1]
 *
 * Run from the app's folder (npm start, the test harness and the cluster do). The production
 * image runs it bundled as the standalone build's `server.js` (scripts/build-image.ts), from a
 * folder holding the build but no next.config.ts, and then reads the build's own copy of the
 * configuration as Next's standalone server does. PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT are
 * read as that server reads them. SIGTERM and SIGINT stop it gracefully: no new connections,
 * the requests in flight finish, then it exits (143 or 130, as Next does).
 */
import { existsSync, readFileSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { constants } from 'node:zlib'

import compression from 'compression'
import mime from 'mime-types'
import next from 'next'
import send from 'send'

import { acceptsBrotli, cachedPageBrotli, type Middleware } from '../src/lib/http/cachedPageBrotli'
import { arrivedOverHttps, HSTS, securityHeaders } from '../src/lib/http/securityHeaders'
import { distDir as configuredDistDir, scriptEnv, setEnv, setEnvDefault } from './lib/scriptEnv'

const STATIC_PREFIX = '/_next/static/'

const { values: options } = parseArgs({
  options: { port: { type: 'string' }, hostname: { type: 'string' } },
})
const dir = process.cwd()
const distDir = configuredDistDir()
const env = scriptEnv()
// A standalone build ships no next.config.ts: Next would fall back to its defaults, so the
// build's own copy of the resolved configuration is passed as Next's standalone server does.
const standalone = !existsSync(path.join(dir, 'next.config.ts'))
if (standalone) {
  const manifest = path.join(dir, distDir, 'required-server-files.json')
  const { config } = JSON.parse(readFileSync(manifest, 'utf8')) as { config: unknown }
  setEnvDefault('__NEXT_PRIVATE_STANDALONE_CONFIG', JSON.stringify(config))
}
const port = Number(options.port ?? env.PORT ?? 3000)
// HOSTNAME only as the standalone server reads it: elsewhere it is often the machine's name.
const hostname = options.hostname ?? (standalone ? env.HOSTNAME || '0.0.0.0' : undefined)
// As `next start` and Next's standalone server do.
setEnv({ NODE_ENV: 'production' })

const staticDir = path.join(dir, distDir, 'static')
const staticHeaders = securityHeaders(true)

/**
 * Requests for the build's static files: the Brotli copy when the browser accepts Brotli and
 * the build has one (the file names carry a content hash, so it is cached for a year like
 * Next's own copy), 405 for a method other than GET or HEAD (Next answers 500). Everything else
 * goes on to `otherwise`: Next, behind the compression.
 */
function serveBuildAsset(
  request: IncomingMessage,
  response: ServerResponse,
  otherwise: () => void,
): void {
  // Not parsed as a URL: a malformed request line must not throw here.
  const pathname = (request.url ?? '/').split('?')[0]!
  if (!pathname.startsWith(STATIC_PREFIX)) {
    otherwise()
    return
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ message: 'Method Not Allowed' }))
    return
  }
  if (!acceptsBrotli(request)) {
    otherwise()
    return
  }
  const file = pathname.slice(STATIC_PREFIX.length - 1)
  send(request, `${file}.br`, {
    root: staticDir,
    dotfiles: 'deny',
    index: false,
    // A byte range of the compressed copy would not be a range of the file.
    acceptRanges: false,
    maxAge: '1y',
    immutable: true,
  })
    .on('headers', (res: ServerResponse) => {
      for (const { key, value } of staticHeaders) res.setHeader(key, value)
      res.setHeader(
        'Content-Type',
        mime.contentType(path.extname(file)) || 'application/octet-stream',
      )
      res.setHeader('Content-Encoding', 'br')
      res.setHeader('Vary', 'Accept-Encoding')
    })
    // No Brotli copy (a small or binary file): Next serves the file itself.
    .on('error', otherwise)
    .pipe(response)
}

async function main(): Promise<void> {
  const app = next({ dev: false, dir, hostname, port })
  const ready = app.prepare().then(() => app.getRequestHandler())
  // Brotli at quality 5 costs about what gzip does per response and saves about a fifth.
  // The middleware works on Node's own request and response; its types name Express's.
  const compress = compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  }) as unknown as Middleware
  // Pages from Next's cache: the densest Brotli, once per page. Mounted after the on-the-fly
  // compression, so that it wraps the response last and that one sees them already encoded.
  const densePages = cachedPageBrotli()
  const server = http.createServer((request, response) => {
    if (arrivedOverHttps(request)) response.setHeader(HSTS.key, HSTS.value)
    serveBuildAsset(request, response, () =>
      compress(request, response, () =>
        densePages(request, response, () => {
          ready
            .then((handle) => handle(request, response))
            .catch((error: unknown) => {
              console.error(`Failed to handle request for ${request.url}`, error)
              if (!response.headersSent) response.statusCode = 500
              response.end()
            })
        }),
      ),
    )
  })

  let stopping = false
  const stop = (code: number) => {
    if (stopping) return
    stopping = true
    // Stops accepting connections; close's callback runs once the requests in flight are done.
    server.close(() => void app.close().finally(() => process.exit(code)))
  }
  process.on('SIGTERM', () => stop(143))
  process.on('SIGINT', () => stop(130))

  // As Next's servers read it: behind a load balancer, longer than the balancer's idle timeout.
  const keepAlive = Number(env.KEEP_ALIVE_TIMEOUT)
  if (Number.isFinite(keepAlive) && keepAlive > 0) server.keepAliveTimeout = keepAlive

  await ready
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, hostname, resolve)
  })
  const shown = hostname && hostname !== '0.0.0.0' ? hostname : 'localhost'
  setEnv({ __NEXT_PRIVATE_ORIGIN: `http://${shown}:${port}` })
  console.log(`server ready on http://${shown}:${port}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
