import type { SiteFacts } from '../facts/types'
import { type FetchContext, fetchCapped, samePageSite } from './fetcher'
import { extractPage, type PageForms } from '../facts/page'
import { bySitemapPriority, pickPages, readPages, reportPage } from './pages'
import type { RobotsAnalysis } from '../facts/robots'
import type { CitationFacts } from '../facts/signals'
import type { SitemapEntry } from '../facts/sitemap'
import { fetchSitemap, sitemapFacts } from './siteFiles'

const HTML_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5'

/** A sitemap index names its sitemaps; the one for pages says most about the site. */
function childSitemap(site: URL, sitemaps: readonly string[]): string | null {
  const sameSite = sitemaps.filter((loc) => {
    try {
      return new URL(loc).hostname.replace(/^www\./, '') === site.hostname.replace(/^www\./, '')
    } catch {
      return false
    }
  })
  return sameSite.find((loc) => /page/i.test(loc)) ?? sameSite[0] ?? null
}

async function sitemapEntries(
  context: FetchContext,
  site: URL,
  sitemap: SiteFacts['sitemap'],
): Promise<SitemapEntry[]> {
  if (!sitemap.found) return []
  if (sitemap.facts.kind === 'urlset') return sitemap.facts.entries
  if (sitemap.facts.kind !== 'index') return []
  const child = childSitemap(site, sitemap.facts.sitemaps)
  if (!child) return []
  const facts = sitemapFacts(child, await fetchSitemap(context, child), false)
  return facts.found && facts.facts.kind === 'urlset' ? facts.facts.entries : []
}

/** The most recently modified page of the sitemap besides those read: most often an article. */
function newestEntry(site: URL, entries: readonly SitemapEntry[], skip: readonly string[]) {
  let newest: { url: string; time: number } | null = null
  for (const entry of entries) {
    const time = Date.parse(entry.lastmod ?? '')
    if (!Number.isFinite(time)) continue
    let url: URL
    try {
      url = new URL(entry.loc, site)
    } catch {
      continue
    }
    const path = url.pathname.replace(/\/+$/, '') || '/'
    if (!samePageSite(site, url) || path === '/' || skip.includes(url.toString())) continue
    // On a tie the later entry wins: sitemaps list an index before the articles it dates.
    if (!newest || time >= newest.time) newest = { url: url.toString(), time }
  }
  return newest?.url ?? null
}

/**
 * Reads up to five further pages of the site: the sitemap's most important URLs, or without
 * them the home page's navigation links. `site` is the root the robots.txt was fetched from;
 * `navigation` waits for the home page only when the sitemap gives nothing.
 */
export async function readFurtherPages(options: {
  context: FetchContext
  site: URL
  robots: RobotsAnalysis
  sitemap: SiteFacts['sitemap']
  navigation: () => Promise<{ base: URL; links: string[] } | null>
  maxBytes: number
}): Promise<SiteFacts['pages'] & { citations: CitationFacts[]; webmcp: PageForms[] }> {
  const { context, site, robots } = options
  let source: SiteFacts['pages']['source'] = 'sitemap'
  const entries = await sitemapEntries(context, site, options.sitemap)
  let urls = pickPages(site, bySitemapPriority(entries))
  if (urls.length === 0) {
    const navigation = await options.navigation()
    source = 'navigation'
    urls = navigation ? pickPages(navigation.base, navigation.links) : []
  }
  const citations: CitationFacts[] = []
  const webmcp: PageForms[] = []
  const article = newestEntry(site, entries, urls)
  const articlePromise = article
    ? fetchCapped(context, article, {
        maxBytes: options.maxBytes,
        accept: HTML_ACCEPT,
        followRedirect: (_, to) => samePageSite(new URL(article), to),
      }).then((fetched) => {
        const type = fetched.kind === 'response' ? (fetched.headers['content-type'] ?? '') : ''
        if (fetched.kind === 'response' && fetched.status === 200 && /html/i.test(type)) {
          citations.push(extractPage(fetched.body.toString('utf8'), fetched.headers).citation)
        }
      })
    : null
  if (urls.length === 0) {
    await articlePromise
    return { source: null, reports: [], citations, webmcp }
  }
  const homeAllowed = new Set(
    robots.verdicts.filter((verdict) => verdict.verdict === 'allowed').map((v) => v.token),
  )
  const [reports] = await Promise.all([
    readPages(context, urls, { maxBytes: options.maxBytes, accept: HTML_ACCEPT }, (url, fetched) =>
      reportPage(url, fetched, robots, site.origin, homeAllowed, (page) => {
        citations.push(page.citation)
        if (page.webmcpForms.length > 0) webmcp.push({ url, forms: page.webmcpForms })
      }),
    ),
    articlePromise,
  ])
  return { source, reports, citations, webmcp }
}
