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
<meta name="twitter:card" content="summary_large_image"><meta property="og:site_name" content="Fixture">
<link rel="alternate" type="text/markdown" href="${origin}/index.md">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Fixture","url":"${origin}/","logo":"${origin}/logo.png","sameAs":["https://www.linkedin.com/company/fixture"]},{"@type":"WebSite","name":"Fixture","url":"${origin}/"},{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"What does Fixture build?","acceptedAnswer":{"@type":"Answer","text":"Websites."}}]},{"@type":"BlogPosting","headline":"Fixture news","image":"${origin}/og.png","author":{"@type":"Person","name":"Ada Fixture"},"datePublished":"2026-01-02","dateModified":"2026-01-03"}]}</script>
</head><body><header><nav><a href="/">Home</a> ${COMPLETE_SITE_PAGES.map((path) => `<a href="${path}">${path}</a>`).join(' ')}</nav></header>
<main><h1>Fixture Agency</h1><p>${WORDS}</p><h2>What does Fixture build?</h2><p>Websites.</p></main></body></html>`
}

export const LLMS_TXT =
  '# Fixture Agency\n\n> AI-native websites.\n\n## Pages\n- [Home](/): the home page\n'

export function completeSiteRoutes(origin: () => string): FixtureRoutes {
  return {
    '/robots.txt': (request, response) =>
      text(`User-agent: *\nAllow: /\n\nSitemap: ${origin()}/sitemap.xml\n`)(request, response),
    '/': markdownAware(
      (request, response) =>
        validated(completeHomePage(origin()), 'text/html; charset=utf-8')(request, response),
      '# Fixture Agency\n\nWe build AI-native websites.\n',
    ),
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

const FIXTURE_ETAG = '"fixture-v1"'

/** 200 with an ETag and a cache lifetime, or 304 when the request names that ETag. */
export const validated =
  (body: string, contentType: string): http.RequestListener =>
  (request, response) => {
    const headers = { etag: FIXTURE_ETAG, 'cache-control': 'public, max-age=300', vary: 'Accept' }
    if (request.headers['if-none-match'] === FIXTURE_ETAG) {
      response.writeHead(304, headers).end()
      return
    }
    response.writeHead(200, { ...headers, 'content-type': contentType }).end(body)
  }

/** Answers `Accept: text/markdown` with `markdown`, everything else with `listener`. */
export const markdownAware =
  (listener: http.RequestListener, markdown: string): http.RequestListener =>
  (request, response) => {
    if (/text\/markdown/i.test(request.headers.accept ?? '')) {
      response
        .writeHead(200, { 'content-type': 'text/markdown; charset=utf-8', vary: 'Accept' })
        .end(markdown)
      return
    }
    listener(request, response)
  }
