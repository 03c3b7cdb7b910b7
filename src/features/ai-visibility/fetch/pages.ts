import { PAGE_CRAWLERS } from '../crawlers'
import {
  type CanonicalTarget,
  type PageReport,
  shortPath,
  THIN_PAGE_WORDS,
} from '../facts/pageReport'
import { type FetchContext, type Fetched, fetchCapped, samePageSite } from './fetcher'
import { extractPage, type PageFacts } from '../facts/page'
import type { RobotsAnalysis } from '../facts/robots'
import type { SitemapEntry } from '../facts/sitemap'

/** How many pages besides the home page a check reads. */
export const MAX_FURTHER_PAGES = 5

export type { CanonicalTarget, PageReport } from '../facts/pageReport'

const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|avif|svg|ico|xml|gz|zip|json|txt|css|js|mp4|mp3)$/i

const comparablePath = (url: URL) => url.pathname.replace(/\/+$/, '') || '/'

/** The most important pages: sitemap entries by priority (then order), else navigation links. */
export function pickPages(
  home: URL,
  candidates: readonly string[],
  limit = MAX_FURTHER_PAGES,
): string[] {
  const picked: string[] = []
  const skip = new Set([`${comparablePath(home)}${home.search}`, '/'])
  for (const candidate of candidates) {
    if (picked.length >= limit) break
    let url: URL
    try {
      url = new URL(candidate, home)
    } catch {
      continue
    }
    url.hash = ''
    if (!samePageSite(home, url) || NOT_A_PAGE.test(url.pathname)) continue
    const key = `${comparablePath(url)}${url.search}`
    if (skip.has(key)) continue
    skip.add(key)
    picked.push(url.toString())
  }
  return picked
}

export function bySitemapPriority(entries: readonly SitemapEntry[]): string[] {
  return entries
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => b.priority - a.priority || a.index - b.index)
    .map((entry) => entry.loc)
}

export function canonicalOf(
  href: string | null,
  page: URL,
): { url: string; target: CanonicalTarget } | null {
  if (!href) return null
  let canonical: URL
  try {
    canonical = new URL(href, page)
  } catch {
    return { url: href, target: 'other-page' }
  }
  if (!samePageSite(page, canonical)) return { url: canonical.toString(), target: 'other-site' }
  const self =
    comparablePath(canonical) === comparablePath(page) && canonical.search === page.search
  return { url: canonical.toString(), target: self ? 'self' : 'other-page' }
}

/**
 * What a crawler gets from one further page. `homeAllowed` holds the tokens robots.txt lets
 * read the home page: a page rule is news only for a crawler the home page admits.
 */
/** The robots.txt verdict of each page crawler on one page, and those it newly keeps out. */
function pageRobots(
  url: string,
  robots: RobotsAnalysis,
  robotsOrigin: string,
  homeAllowed: ReadonlySet<string>,
) {
  const target = new URL(url)
  const robotsUrl = new URL(`${target.pathname}${target.search}`, robotsOrigin).toString()
  const problems: string[] = []
  const robotsAllowed: Record<string, boolean> = {}
  const blockedCrawlers: string[] = []
  for (const token of PAGE_CRAWLERS) {
    const verdict = robots.verdictFor(robotsUrl, token)
    robotsAllowed[token] = verdict.allowed
    if (!verdict.allowed && homeAllowed.has(token)) {
      blockedCrawlers.push(token)
      const rule = verdict.line ? ` (line ${verdict.line}: ${verdict.rule})` : ''
      problems.push(
        `robots.txt blocks ${token} from this page${rule}, though it may read the home page.`,
      )
    }
  }
  return { problems, robotsAllowed, blockedCrawlers }
}

/** What the page's HTML says against it: noindex, noai, nosnippet, a canonical elsewhere, thin text. */
function htmlProblems(page: PageFacts, finalUrl: string): string[] {
  const problems: string[] = []
  const { directives } = page
  const sources = directives.sources.join('; ')
  if (directives.noindex)
    problems.push(`Marked noindex (${sources}): it is left out of search and AI answers.`)
  if (directives.noai) problems.push(`Marked noai (${sources}): AI tools are asked not to use it.`)
  if (directives.nosnippet)
    problems.push(`Marked nosnippet (${sources}): answers may not quote it.`)
  const canonical = canonicalOf(page.canonical, new URL(finalUrl))
  if (canonical?.target === 'other-page') {
    problems.push(
      `Its canonical link names another page (${shortPath(canonical.url)}), so that one is indexed instead.`,
    )
  } else if (canonical?.target === 'other-site') {
    problems.push(`Its canonical link names another site (${canonical.url}).`)
  }
  if (page.wordCount < THIN_PAGE_WORDS) {
    problems.push(
      `Only ${page.wordCount} words of text in the server HTML: the content is probably rendered in the browser.`,
    )
  }
  return problems
}

/**
 * What a crawler gets from one further page. `homeAllowed` holds the tokens robots.txt lets
 * read the home page: a page rule is news only for a crawler the home page admits.
 */
export function reportPage(
  url: string,
  fetched: Fetched,
  robots: RobotsAnalysis,
  robotsOrigin: string,
  homeAllowed: ReadonlySet<string>,
  /** Receives what was read from the page's HTML, for checks that look across pages. */
  onPage?: (page: PageFacts) => void,
): PageReport {
  const { problems, robotsAllowed, blockedCrawlers } = pageRobots(
    url,
    robots,
    robotsOrigin,
    homeAllowed,
  )
  const base = {
    url,
    finalUrl: null,
    robotsAllowed,
    blockedCrawlers,
    canonical: null,
    structuredDataTypes: [],
    words: null,
    directives: null,
    indexable: false,
    timedOut: false,
  }
  if (fetched.kind === 'error') {
    const timedOut = fetched.reason === 'timeout'
    return {
      ...base,
      status: null,
      timedOut,
      problems: [
        timedOut
          ? 'Not read: the check ran out of time before it answered.'
          : `Could not be fetched: ${fetched.message}.`,
        ...problems,
      ],
    }
  }
  const finalUrl = fetched.finalUrl !== url ? fetched.finalUrl : null
  if (finalUrl) problems.push(`Redirects to ${shortPath(finalUrl)}.`)
  const contentType = fetched.headers['content-type'] ?? ''
  if (fetched.status < 200 || fetched.status >= 300) {
    return {
      ...base,
      finalUrl,
      status: fetched.status,
      problems: [`Answers HTTP ${fetched.status}.`, ...problems],
    }
  }
  if (contentType && !/html/i.test(contentType)) {
    const type = contentType.split(';')[0]!.trim()
    return {
      ...base,
      finalUrl,
      status: fetched.status,
      problems: [`Is ${type}, not an HTML page.`, ...problems],
    }
  }
  const page = extractPage(fetched.body.toString('utf8'), fetched.headers)
  onPage?.(page)
  const { directives } = page
  problems.push(...htmlProblems(page, fetched.finalUrl))
  const canonical = canonicalOf(page.canonical, new URL(fetched.finalUrl))
  return {
    ...base,
    finalUrl,
    status: fetched.status,
    indexable: !directives.noindex,
    canonical,
    structuredDataTypes: page.structuredDataTypes,
    words: page.wordCount,
    directives,
    problems,
  }
}

/** Fetches the pages in parallel, same site only (redirects included), and reports each. */
export async function readPages(
  context: FetchContext,
  urls: readonly string[],
  options: { maxBytes: number; accept: string },
  report: (url: string, fetched: Fetched) => PageReport,
): Promise<PageReport[]> {
  return Promise.all(
    urls.map(async (url) =>
      report(
        url,
        await fetchCapped(context, url, {
          ...options,
          followRedirect: (_, to) => samePageSite(new URL(url), to),
        }),
      ),
    ),
  )
}
