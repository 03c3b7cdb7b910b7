import Negotiator from 'negotiator'

/**
 * The route handler that answers pages in Markdown. The proxy rewrites a page's Markdown
 * request to it (`/_markdown/coaching` for `/coaching.md`); a folder named `%5Fmarkdown` makes
 * this address, since a folder whose name starts with `_` is not a route.
 */
export const MARKDOWN_ROUTE = '/_markdown'

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

/** The route handler's address for a page's Markdown. */
export const markdownRoute = (page: string): string =>
  page === '/' ? MARKDOWN_ROUTE : `${MARKDOWN_ROUTE}${page}`
