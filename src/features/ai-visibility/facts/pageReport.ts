import type { PageDirectives } from './page'

/**
 * What a check reads of one further page: the report the fetch phase makes of it. Plain data
 * and two helpers, with nothing of the fetch layer, so that the checks (and the results view
 * that shows their table) can read it anywhere.
 */
export type CanonicalTarget = 'self' | 'other-page' | 'other-site'

/** One further page as a crawler sees it; `problems` says in plain words what is wrong. */
export type PageReport = {
  url: string
  /** Where redirects ended, when they moved the page. */
  finalUrl: string | null
  /** null when no answer came (the reason is the first problem). */
  status: number | null
  /** Answers 2xx with HTML and carries no noindex. */
  indexable: boolean
  /** The robots.txt verdict for this page's path, per headline crawler. */
  robotsAllowed: Record<string, boolean>
  /** Crawlers robots.txt keeps out of this page although it lets them read the home page. */
  blockedCrawlers: string[]
  canonical: { url: string; target: CanonicalTarget } | null
  structuredDataTypes: string[]
  /** Words of text in the server HTML, or null when the page gave no HTML. */
  words: number | null
  directives: PageDirectives | null
  /** Not read because the check's time ran out: reported, not held against the site. */
  timedOut: boolean
  problems: string[]
}

/** Below this many words, a page's content is probably rendered in the browser. */
export const THIN_PAGE_WORDS = 50

/** The path (and query) of a page of the checked site, for short messages. */
export const shortPath = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}
