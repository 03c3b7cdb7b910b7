import type { SiteFacts } from './checks'
import type { FetchContext } from './fetcher'
import { bySitemapPriority, pickPages, readPages, reportPage } from './pages'
import type { RobotsAnalysis } from './robots'
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

async function sitemapCandidates(
  context: FetchContext,
  site: URL,
  sitemap: SiteFacts['sitemap'],
): Promise<string[]> {
  if (!sitemap.found) return []
  if (sitemap.facts.kind === 'urlset') return bySitemapPriority(sitemap.facts.entries)
  if (sitemap.facts.kind !== 'index') return []
  const child = childSitemap(site, sitemap.facts.sitemaps)
  if (!child) return []
  const facts = sitemapFacts(child, await fetchSitemap(context, child), false)
  return facts.found && facts.facts.kind === 'urlset' ? bySitemapPriority(facts.facts.entries) : []
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
}): Promise<SiteFacts['pages']> {
  const { context, site, robots } = options
  let source: SiteFacts['pages']['source'] = 'sitemap'
  let urls = pickPages(site, await sitemapCandidates(context, site, options.sitemap))
  if (urls.length === 0) {
    const navigation = await options.navigation()
    source = 'navigation'
    urls = navigation ? pickPages(navigation.base, navigation.links) : []
  }
  if (urls.length === 0) return { source: null, reports: [] }
  const homeAllowed = new Set(
    robots.verdicts.filter((verdict) => verdict.verdict === 'allowed').map((v) => v.token),
  )
  const reports = await readPages(
    context,
    urls,
    { maxBytes: options.maxBytes, accept: HTML_ACCEPT },
    (url, fetched) => reportPage(url, fetched, robots, site.origin, homeAllowed),
  )
  return { source, reports }
}
