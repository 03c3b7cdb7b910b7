import { extractPage } from '../facts/page'
import {
  askConditionally,
  cachingFacts,
  freshnessFacts,
  markdownFacts,
  redirectFacts,
} from '../facts/freshness'
import { analyseRobots, type RobotsAnalysis } from '../facts/robots'
import { mergeCitations } from '../facts/signals'
import type { LlmsFacts, SiteFacts, SitemapRead } from '../facts/types'
import type { Target } from '../normalize'
import { type FetchContext, type Fetched, fetchCapped, sameSite } from './fetcher'
import { readAgentFacts } from './agentFetches'
import { readFurtherPages } from './furtherPages'
import { checkLlmsLinks, linkTargets } from './llmsLinks'
import { probeServerAccess } from './serverProbes'
import { homeFailure, type SiteGet, siteFetcher } from './siteFetcher'
import {
  fetchSitemap,
  llmsFacts,
  llmsFullFound,
  SITEMAP_ACCEPT,
  SITEMAP_MAX_BYTES,
  sameSitemap,
  sitemapFacts,
  TEXT_MAX_BYTES,
} from './siteFiles'

export const ROBOTS_MAX_BYTES = 500 * 1024
export const HTML_MAX_BYTES = 2 * 1024 * 1024
/** Enough of /llms-full.txt to tell a text file from an HTML page. */
const LLMS_FULL_MAX_BYTES = 16 * 1024
const HTML_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5'
const TEXT_ACCEPT = 'text/plain, text/markdown, */*;q=0.5'

type Response = Extract<Fetched, { kind: 'response' }>
type Robots = { fetched: Fetched; analysis: RobotsAnalysis }
type HomeRead = Pick<SiteFacts, 'page' | 'pageProblem'>

const text = (fetched: Response) => fetched.body.toString('utf8')

/** What the home page's answer gives to read: its HTML, or why there is none. */
function readHome(home: Response): HomeRead {
  const contentType = home.headers['content-type'] ?? ''
  if (home.status < 200 || home.status >= 300) {
    return { page: null, pageProblem: `The home page answered HTTP ${home.status}.` }
  }
  if (contentType && !/html/i.test(contentType)) {
    return { page: null, pageProblem: `The home page is ${contentType.split(';')[0]}, not HTML.` }
  }
  return { page: extractPage(text(home), home.headers), pageProblem: null }
}

/**
 * robots.txt's verdicts are for the root of the origin that answered, with the robots.txt URL
 * as requested (before its redirects), as robots-parser needs.
 */
function analyse(fetched: Fetched): Robots {
  const analysis = analyseRobots(
    fetched.kind === 'error'
      ? { kind: 'error', reason: fetched.reason, message: fetched.message }
      : {
          kind: 'response',
          status: fetched.status,
          contentType: fetched.headers['content-type'] ?? '',
          body: text(fetched),
          truncated: fetched.truncated,
        },
    fetched.url,
    `${new URL(fetched.url).origin}/`,
  )
  return { fetched, analysis }
}

/** The sitemap robots.txt names; else /sitemap.xml, fetched on speculation beside robots.txt. */
async function readSitemap(
  context: FetchContext,
  robots: Promise<Robots>,
  speculative: Promise<Fetched>,
): Promise<SitemapRead> {
  const { fetched, analysis } = await robots
  const declared = analysis.sitemaps[0]
  const fallback = new URL('/sitemap.xml', fetched.url).toString()
  if (declared && !sameSitemap(declared, fallback)) {
    return sitemapFacts(declared, await fetchSitemap(context, declared), true)
  }
  const answer = await speculative
  return sitemapFacts(answer.url, answer, Boolean(declared))
}

/**
 * The links of llms.txt come last: they count for little, so they wait for the further pages
 * rather than compete with them for the time budget, and the statuses the home page and the
 * further pages already gave stand for links to them.
 */
async function readLlmsLinks(
  context: FetchContext,
  llms: Promise<[Fetched, LlmsFacts]>,
  home: Promise<Fetched>,
  pages: ReturnType<typeof readFurtherPages>,
): Promise<SiteFacts['llmsLinks']> {
  const [[fetched, facts], fetchedHome, further] = await Promise.all([llms, home, pages])
  if (fetched.kind === 'error' || !facts.found) return { checked: 0, broken: [] }
  const known = new Map<string, number>()
  for (const report of further.reports) {
    if (report.status !== null && report.finalUrl === null) known.set(report.url, report.status)
  }
  if (fetchedHome.kind === 'response') {
    known.set(fetchedHome.finalUrl, fetchedHome.status)
    if (fetchedHome.hops.length === 0) known.set(fetchedHome.url, fetchedHome.status)
  }
  return checkLlmsLinks(context, linkTargets(facts.facts.links, fetched.finalUrl), known)
}

/** The home page again with its own validators: a 304 says the site answers conditionals. */
function askHomeAgain(context: FetchContext, home: Promise<Fetched>) {
  return home.then((fetched) => {
    if (fetched.kind !== 'response' || fetched.status !== 200) return null
    return askConditionally(fetched, (headers) =>
      fetchCapped(context, fetched.finalUrl, {
        maxBytes: HTML_MAX_BYTES,
        accept: HTML_ACCEPT,
        followRedirect: sameSite,
        headers,
      }),
    )
  })
}

/**
 * Every fetch of a check, started at once: /sitemap.xml on speculation while robots.txt may name
 * another, the home page also as a browser and as each probed crawler. Each answer is analysed as
 * soon as it arrives, while the others may still be on the way.
 */
function startFetches(get: SiteGet, context: FetchContext) {
  const home = get('/', { maxBytes: HTML_MAX_BYTES, accept: HTML_ACCEPT, followRedirect: sameSite })
  const homeRead = home.then((fetched) => (fetched.kind === 'response' ? readHome(fetched) : null))
  const robots = get('/robots.txt', {
    maxBytes: ROBOTS_MAX_BYTES,
    accept: 'text/plain, */*;q=0.5',
  }).then(analyse)
  const llmsFetched = get('/llms.txt', { maxBytes: TEXT_MAX_BYTES, accept: TEXT_ACCEPT })
  const llms = llmsFetched.then((fetched): [Fetched, LlmsFacts] => [fetched, llmsFacts(fetched)])
  const sitemap = readSitemap(
    context,
    robots,
    get('/sitemap.xml', { maxBytes: SITEMAP_MAX_BYTES, accept: SITEMAP_ACCEPT }),
  )
  // The further pages start as soon as the sitemap is read, without waiting for the home page.
  const pages = Promise.all([robots, sitemap]).then(([{ fetched, analysis }, read]) =>
    readFurtherPages({
      context,
      site: new URL('/', fetched.url),
      robots: analysis,
      sitemap: read,
      maxBytes: HTML_MAX_BYTES,
      navigation: async () => {
        const [fetchedHome, facts] = await Promise.all([home, homeRead])
        if (fetchedHome.kind === 'error' || !facts?.page) return null
        return { base: new URL(fetchedHome.finalUrl), links: facts.page.navLinks }
      },
    }),
  )
  return {
    home,
    homeRead,
    robots,
    llms,
    sitemap,
    pages,
    llmsLinks: readLlmsLinks(context, llms, home, pages),
    // What an AI agent asking for Markdown gets.
    markdown: get('/', {
      maxBytes: HTML_MAX_BYTES,
      accept: 'text/markdown',
      followRedirect: sameSite,
    }),
    conditional: askHomeAgain(context, home),
    llmsFull: get('/llms-full.txt', { maxBytes: LLMS_FULL_MAX_BYTES, accept: TEXT_ACCEPT }).then(
      llmsFullFound,
    ),
    access: probeServerAccess(get, HTML_MAX_BYTES),
    agent: readAgentFacts(context, get),
  }
}

/** The fetch phase: everything a check reads, fetched once, as typed facts. */
export async function gatherFacts(target: Target, context: FetchContext): Promise<SiteFacts> {
  const get = siteFetcher(target, context)
  const started = startFetches(get, context)
  const home = await started.home
  if (home.kind === 'error') throw homeFailure(target, home)
  const [robots, sitemap, [, llms], homeRead, access, pages, negotiation, conditional] =
    await Promise.all([
      started.robots,
      started.sitemap,
      started.llms,
      started.homeRead,
      started.access,
      started.pages,
      started.markdown,
      started.conditional,
    ])
  const [llmsLinks, llmsFullTxt, agent] = await Promise.all([
    started.llmsLinks,
    started.llmsFull,
    started.agent,
  ])
  const page = homeRead!.page
  return {
    checkedUrl: home.finalUrl,
    robotsUrl: robots.fetched.url,
    robots: robots.analysis,
    page,
    pageProblem: homeRead!.pageProblem,
    pageTruncated: home.truncated,
    llms,
    llmsLinks,
    llmsFullTxt,
    sitemap,
    access: access.access,
    browser: access.browser,
    payPerCrawl: access.payPerCrawl,
    pages: { source: pages.source, reports: pages.reports },
    webmcpPages: pages.webmcp,
    markdown: markdownFacts(negotiation, page?.markdownAlternate ?? null, home.finalUrl),
    freshness: freshnessFacts({
      home,
      conditional,
      homeUrl: home.finalUrl,
      sitemapEntries: sitemap.found && sitemap.facts.kind === 'urlset' ? sitemap.facts.entries : [],
      jsonLdDateModified: page?.dateModified ?? null,
    }),
    citation: mergeCitations([...(page ? [page.citation] : []), ...pages.citations]),
    redirects: redirectFacts(home),
    caching: cachingFacts(home.headers),
    homeHeaders: home.headers,
    probes: access.probes,
    agent,
  }
}
