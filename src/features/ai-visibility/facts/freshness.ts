import type { Fetched, RedirectHop } from '../fetch/fetcher'
import type { SitemapEntry } from './sitemap'

/**
 * What the home page's HTTP answers say beyond the page itself: a Markdown version, validators
 * and conditional requests, the redirects on the way and the caching headers.
 */

export type MarkdownFacts = {
  /** `Accept: text/markdown` on the home page answered 200 text/markdown with `Vary: Accept`. */
  negotiated: boolean
  /** The absolute URL of `<link rel="alternate" type="text/markdown">`, else null. */
  alternate: string | null
}

export type FreshnessFacts = {
  etag: string | null
  lastModified: string | null
  /** A conditional request with the home page's validators was answered 304. */
  conditional304: boolean
  /** The sitemap's `<lastmod>` for the home page, else its newest. */
  sitemapLastmod: string | null
  /** Whether Last-Modified, the home page's sitemap lastmod and JSON-LD dateModified agree within a day; null with fewer than two. */
  datesAgree: boolean | null
}

export type RedirectFacts = {
  /** Each redirect followed to reach the home page. */
  hops: RedirectHop[]
  /** Set when more than one redirect was followed. */
  note: string | null
}

export type CachingFacts = {
  cacheControl: string | null
  /** False with `no-store`: no cache, shared or private, may keep the page. */
  cacheable: boolean
  noStore: boolean
  noCache: boolean
  private: boolean
  /** `s-maxage`, else `max-age`, in seconds. */
  maxAge: number | null
}

type Response = Extract<Fetched, { kind: 'response' }>

const looksLikeHtml = (body: string) =>
  /^\s*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(body.slice(0, 1024))

export function markdownFacts(
  negotiation: Fetched,
  alternateHref: string | null,
  base: string,
): MarkdownFacts {
  let negotiated = false
  if (negotiation.kind === 'response' && negotiation.status === 200) {
    const type = negotiation.headers['content-type'] ?? ''
    const vary = (negotiation.headers.vary ?? '')
      .split(/[,\n]/)
      .map((value) => value.trim().toLowerCase())
    negotiated =
      /^text\/markdown\b/i.test(type.trim()) &&
      (vary.includes('accept') || vary.includes('*')) &&
      !looksLikeHtml(negotiation.body.toString('utf8'))
  }
  let alternate: string | null = null
  if (alternateHref) {
    try {
      const url = new URL(alternateHref, base)
      if (url.protocol === 'http:' || url.protocol === 'https:') alternate = url.toString()
    } catch {
      alternate = null
    }
  }
  return { negotiated, alternate }
}

/** The validators to send back, or null when the page has none. */
function conditionalHeaders(home: Response): Record<string, string> | null {
  const headers: Record<string, string> = {}
  if (home.headers.etag) headers['if-none-match'] = home.headers.etag
  if (home.headers['last-modified']) headers['if-modified-since'] = home.headers['last-modified']
  return Object.keys(headers).length > 0 ? headers : null
}

/**
 * Asks for the home page again with its validators, as a client that cached it would. When the
 * answer is the whole page under other validators, the page changed between the two requests (a
 * site that publishes often, or a cache refreshed just then): asked once more with the new
 * validators, such a site answers 304, while one that ignores them, or makes new ones for every
 * request, answers the page again.
 */
export async function askConditionally(
  home: Response,
  fetchWith: (headers: Record<string, string>) => Promise<Fetched>,
): Promise<Fetched | null> {
  const headers = conditionalHeaders(home)
  if (!headers) return null
  const answer = await fetchWith(headers)
  if (answer.kind !== 'response' || answer.status !== 200 || sameValidators(home, answer)) {
    return answer
  }
  const again = conditionalHeaders(answer)
  return again ? fetchWith(again) : answer
}

const sameValidators = (a: Response, b: Response) =>
  a.headers.etag === b.headers.etag && a.headers['last-modified'] === b.headers['last-modified']

const DAY_MS = 24 * 60 * 60 * 1000

const comparablePath = (url: string) => {
  try {
    const parsed = new URL(url)
    return `${parsed.host.replace(/^www\./, '')}${parsed.pathname.replace(/\/+$/, '') || '/'}`
  } catch {
    return null
  }
}

export function freshnessFacts(input: {
  home: Response
  conditional: Fetched | null
  homeUrl: string
  sitemapEntries: readonly SitemapEntry[]
  jsonLdDateModified: string | null
}): FreshnessFacts {
  const { home, conditional } = input
  const etag = home.headers.etag ?? null
  const lastModified = home.headers['last-modified'] ?? null
  const homeKey = comparablePath(input.homeUrl)
  const homeEntry = input.sitemapEntries.find(
    (entry) => entry.lastmod && comparablePath(entry.loc) === homeKey,
  )
  const newest = input.sitemapEntries
    .filter((entry) => entry.lastmod && Number.isFinite(Date.parse(entry.lastmod)))
    .sort((a, b) => Date.parse(b.lastmod!) - Date.parse(a.lastmod!))[0]
  const dates = [lastModified, homeEntry?.lastmod ?? null, input.jsonLdDateModified]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((value) => Number.isFinite(value))
  return {
    etag,
    lastModified,
    conditional304: conditional?.kind === 'response' && conditional.status === 304,
    sitemapLastmod: homeEntry?.lastmod ?? newest?.lastmod ?? null,
    datesAgree: dates.length < 2 ? null : Math.max(...dates) - Math.min(...dates) <= DAY_MS,
  }
}

export function redirectFacts(home: Response): RedirectFacts {
  const { hops } = home
  return {
    hops,
    note:
      hops.length > 1
        ? `The home page is reached after ${hops.length} redirects (${[hops[0]!.url, ...hops.map((hop) => hop.location)].join(' → ')}); each costs crawlers a round trip.`
        : null,
  }
}

export function cachingFacts(headers: Record<string, string>): CachingFacts {
  const cacheControl = headers['cache-control']?.trim() || null
  const directives = new Map<string, string | null>()
  for (const part of (cacheControl ?? '').split(',')) {
    const [name, ...value] = part.split('=')
    const key = name!.trim().toLowerCase()
    if (key)
      directives.set(key, value.length > 0 ? value.join('=').trim().replace(/^"|"$/g, '') : null)
  }
  const seconds = (key: string) => {
    const value = Number.parseInt(directives.get(key) ?? '', 10)
    return Number.isFinite(value) ? value : null
  }
  const noStore = directives.has('no-store')
  return {
    cacheControl,
    cacheable: !noStore,
    noStore,
    noCache: directives.has('no-cache'),
    private: directives.has('private'),
    maxAge: seconds('s-maxage') ?? seconds('max-age'),
  }
}
