import Negotiator from 'negotiator'

/**
 * The route handler that answers pages in Markdown (`/_markdown/coaching.md` for `/coaching.md`):
 * a folder named `%5Fmarkdown` makes this address, since a folder whose name starts with `_` is
 * not a route.
 */
const MARKDOWN_ROUTE = '/_markdown'

/**
 * The request header by which the proxy marks a request for a page's Markdown. A client's own
 * copy never counts: the proxy runs for every request the rewrites below can take (a `.md`
 * address, an Accept header naming markdown) and sets or drops the header itself.
 */
export const MARKDOWN_HEADER = 'x-markdown-page'

/** Paths that are never pages: build files, APIs, the dashboards, this route itself. */
const NOT_PAGES = /^\/(_next|_markdown|api|admin|cms)(\/|$)/i

/** A last segment with an extension (a file) other than the `.md` of a Markdown address. */
const OTHER_FILE = /\.(?!md$)[a-z0-9]+$/i

/** Whether the Accept header prefers Markdown to HTML (negotiated by quality and specificity). */
export const prefersMarkdown = (accept: string | null): boolean =>
  accept !== null &&
  new Negotiator({ headers: { accept } }).mediaType(['text/html', 'text/markdown']) ===
    'text/markdown'

/**
 * The page whose Markdown a request asks for, or null: a GET or HEAD for a page's Markdown
 * address (`/index.md` for `/`, `<path>.md` for the rest: see markdownPath), or for a page with
 * an Accept header that prefers `text/markdown`. The path stays percent-encoded as it came.
 */
export function markdownPage(request: {
  method: string
  pathname: string
  accept: string | null
}): string | null {
  const { method, pathname } = request
  if (method !== 'GET' && method !== 'HEAD') return null
  if (NOT_PAGES.test(pathname) || OTHER_FILE.test(pathname)) return null
  if (pathname.endsWith('.md')) {
    if (pathname === '/index.md') return '/'
    const page = pathname.slice(0, -'.md'.length)
    return page === '' || page.endsWith('/') || NOT_PAGES.test(page) ? null : page
  }
  return prefersMarkdown(request.accept) ? pathname : null
}

/**
 * The rewrites (next.config.ts, before the pages) that take a request the proxy marked to the
 * Markdown route handler. The proxy cannot rewrite it itself: Next.js serves a proxy's rewrite
 * by fetching it over the network when the server is bound to 127.0.0.1 (as the tests and the
 * cluster bind it), with the scheme of X-Forwarded-Proto, which fails for `https`.
 */
export function markdownRewrites() {
  const marked = { type: 'header' as const, key: MARKDOWN_HEADER }
  // The same condition as the proxy's matcher, so that the proxy has seen every such request.
  const negotiated = [{ type: 'header' as const, key: 'accept', value: '.*markdown.*' }, marked]
  // Each rule's destination is one no later rule takes again.
  return [
    { source: '/:path(.*\\.md)', has: [marked], destination: `${MARKDOWN_ROUTE}/:path` },
    {
      source: '/:path((?!.*\\.md$).+)',
      has: negotiated,
      destination: `${MARKDOWN_ROUTE}/:path`,
    },
    { source: '/', has: negotiated, destination: MARKDOWN_ROUTE },
  ]
}

/**
 * The page a request rewritten to the route handler asks for, from the handler's path segments
 * (the request's path, decoded), or null when that path has no Markdown version.
 */
export function routedPage(segments: string[]): string | null {
  const pathname = `/${segments.map(encodeURIComponent).join('/')}`
  return markdownPage({ method: 'GET', pathname, accept: 'text/markdown' })
}
