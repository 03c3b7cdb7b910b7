import zlib from 'node:zlib'

import type { SiteFacts } from '../facts/types'
import { type FetchContext, type Fetched, fetchCapped } from './fetcher'
import { looksLikeHtmlDocument, parseLlmsTxt } from '../facts/llmsTxt'
import { parseSitemap } from '../facts/sitemap'

/** Reading the site's files beside the home page: the sitemap and llms.txt. */
export const TEXT_MAX_BYTES = 500 * 1024
export const SITEMAP_MAX_BYTES = 5 * 1024 * 1024
export const SITEMAP_ACCEPT = 'application/xml, text/xml, */*;q=0.5'

const text = (fetched: Extract<Fetched, { kind: 'response' }>) => fetched.body.toString('utf8')

export function sameSitemap(a: string, b: string): boolean {
  try {
    const left = new URL(a)
    const right = new URL(b)
    return (
      left.host === right.host && left.pathname === right.pathname && left.search === right.search
    )
  } catch {
    return false
  }
}

export async function fetchSitemap(context: FetchContext, url: string): Promise<Fetched> {
  try {
    new URL(url)
  } catch {
    return {
      kind: 'error',
      url,
      reason: 'network',
      message: 'the Sitemap: line is not a valid URL',
    }
  }
  return fetchCapped(context, url, {
    maxBytes: SITEMAP_MAX_BYTES,
    accept: SITEMAP_ACCEPT,
  })
}

export function llmsFacts(fetched: Fetched): SiteFacts['llms'] {
  if (fetched.kind === 'error')
    return { found: false, problem: `/llms.txt could not be fetched: ${fetched.message}.` }
  if (fetched.status < 200 || fetched.status >= 300) {
    return { found: false, problem: `/llms.txt answered HTTP ${fetched.status}.` }
  }
  const body = text(fetched)
  if (looksLikeHtmlDocument(fetched.headers['content-type'] ?? '', body)) {
    return { found: false, problem: '/llms.txt returns an HTML page, not an llms.txt file.' }
  }
  return { found: true, facts: parseLlmsTxt(body) }
}

/** /llms-full.txt counts as published when it answers 2xx with text, not an HTML page. */
export function llmsFullFound(fetched: Fetched): boolean {
  if (fetched.kind === 'error' || fetched.status < 200 || fetched.status >= 300) return false
  if (fetched.body.toString('utf8').trim() === '') return false
  return !looksLikeHtmlDocument(fetched.headers['content-type'] ?? '', text(fetched))
}

export function sitemapFacts(
  url: string,
  fetched: Fetched,
  declared: boolean,
): SiteFacts['sitemap'] {
  const where = declared ? `${url} (from robots.txt)` : url
  if (fetched.kind === 'error')
    return { url, found: false, problem: `${where} could not be fetched: ${fetched.message}.` }
  if (fetched.status < 200 || fetched.status >= 300) {
    return {
      url,
      found: false,
      problem: `${where} answered HTTP ${fetched.status}; robots.txt names no other sitemap.`,
    }
  }
  let body = fetched.body
  // A .xml.gz sitemap arrives as gzip bytes rather than with Content-Encoding.
  if (body[0] === 0x1f && body[1] === 0x8b) {
    try {
      body = gunzipCapped(body)
    } catch {
      return {
        url,
        found: true,
        facts: { kind: 'invalid', problem: 'it could not be decompressed' },
      }
    }
  }
  return { url, found: true, facts: parseSitemap(body.toString('utf8')) }
}

function gunzipCapped(body: Buffer): Buffer {
  return zlib.gunzipSync(body, { maxOutputLength: SITEMAP_MAX_BYTES })
}
