import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A throwaway website on 127.0.0.1 for the domain checker's tests and benchmark. Routes map a
 * path to a handler; unknown paths answer 404. `requests` records every path asked for.
 */
export type FixtureRoutes = Record<string, http.RequestListener>

export type FixtureSite = {
  port: number
  host: string
  requests: { path: string; headers: http.IncomingHttpHeaders }[]
  close(): Promise<void>
}

export async function startFixtureSite(routes: FixtureRoutes, port = 0): Promise<FixtureSite> {
  const requests: FixtureSite['requests'] = []
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname
    requests.push({ path, headers: request.headers })
    const route = routes[path]
    if (route) return route(request, response)
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actual = (server.address() as AddressInfo).port
  return {
    port: actual,
    host: `127.0.0.1:${actual}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export const text =
  (body: string, contentType = 'text/plain; charset=utf-8', status = 200): http.RequestListener =>
  (_, response) => {
    response.writeHead(status, { 'content-type': contentType }).end(body)
  }

export const delayed =
  (ms: number, listener: http.RequestListener): http.RequestListener =>
  (request, response) => {
    setTimeout(() => listener(request, response), ms)
  }

const WORDS = Array.from({ length: 220 }, (_, i) => `word${i % 40}`).join(' ')

/** A further page that passes every page check: 200, self-canonical, JSON-LD, enough words. */
export function completeSubPage(origin: string, path: string, head = ''): string {
  return `<!doctype html><html lang="en-GB"><head><title>Fixture ${path}</title>
<link rel="canonical" href="${origin}${path}">${head}
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","name":"${path}"}</script>
</head><body><main><h1>${path}</h1><p>${WORDS}</p></main></body></html>`
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${origin}${path}</loc></url>`).join('')
  return `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`
}

/** The further pages of the complete fixture site, listed in its sitemap and navigation. */
export const COMPLETE_SITE_PAGES = ['/services', '/about']

/** A home page that passes every page check of the checker. */
export function completeHomePage(origin: string): string {
  return `<!doctype html><html lang="en-GB"><head>
<title>Fixture Agency</title>
<meta name="description" content="We build AI-native websites for fixture businesses.">
<link rel="canonical" href="${origin}/">
<meta property="og:title" content="Fixture Agency"><meta property="og:description" content="AI-native websites.">
<meta property="og:image" content="${origin}/og.png"><meta property="og:type" content="website"><meta property="og:url" content="${origin}/">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Fixture"},{"@type":"WebSite","name":"Fixture"}]}</script>
</head><body><header><nav><a href="/">Home</a> ${COMPLETE_SITE_PAGES.map((path) => `<a href="${path}">${path}</a>`).join(' ')}</nav></header>
<main><h1>Fixture Agency</h1><p>${WORDS}</p></main></body></html>`
}

export const LLMS_TXT =
  '# Fixture Agency\n\n> AI-native websites.\n\n## Pages\n- [Home](/): the home page\n'

export function completeSiteRoutes(origin: () => string): FixtureRoutes {
  return {
    '/robots.txt': (request, response) =>
      text(`User-agent: *\nAllow: /\n\nSitemap: ${origin()}/sitemap.xml\n`)(request, response),
    '/': (request, response) =>
      text(completeHomePage(origin()), 'text/html; charset=utf-8')(request, response),
    '/llms.txt': text(LLMS_TXT),
    '/sitemap.xml': (request, response) =>
      text(sitemapXml(origin(), ['/', ...COMPLETE_SITE_PAGES]), 'application/xml')(
        request,
        response,
      ),
    ...Object.fromEntries(
      COMPLETE_SITE_PAGES.map((path) => [
        path,
        (request, response) =>
          text(completeSubPage(origin(), path), 'text/html; charset=utf-8')(request, response),
      ]),
    ),
  }
}

/** Answers `status` with `body` to User-Agents that match, and passes the rest to `listener`. */
export const forUserAgent =
  (
    pattern: RegExp,
    answer: http.RequestListener,
    listener: http.RequestListener,
  ): http.RequestListener =>
  (request, response) =>
    pattern.test(request.headers['user-agent'] ?? '')
      ? answer(request, response)
      : listener(request, response)
