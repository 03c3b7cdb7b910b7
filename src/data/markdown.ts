import 'server-only'

import http from 'node:http'

import { publishedNow } from '@/access/publishedNow'
import { env } from '@/env'
import { BLOG_REVALIDATE_SECONDS, CACHE_TAGS, cachedRead } from '@/lib/revalidate'
import { markdownDocument, pageToMarkdown } from '@/lib/seo/markdown'
import { absoluteMarkdownLinks } from '@/lib/seo/markdownLinks'
import { isSlug } from '@/lib/slug'

import { getPayloadClient } from './payload'

/** What a page's Markdown request is answered with. */
export type MarkdownAnswer =
  | { kind: 'markdown'; status: 200 | 404; body: string; cacheControl: string }
  | { kind: 'redirect'; status: number; location: string }
  /** The address is no page (a file, a feed): it has no Markdown version. */
  | { kind: 'none' }
  | { kind: 'error' }

const ONE_YEAR = 31_536_000
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'
/** What Next sends with an article (revalidated every BLOG_REVALIDATE_SECONDS). */
const ARTICLE_CACHE_CONTROL = `s-maxage=${BLOG_REVALIDATE_SECONDS}, stale-while-revalidate=${ONE_YEAR - BLOG_REVALIDATE_SECONDS}`
/** A page's HTML is read whole into memory; no page of the site comes near this. */
const MAX_HTML_BYTES = 8 * 1024 * 1024
const LOOPBACK_TIMEOUT_MS = 10_000

/** The page's address on the site's configured origin: no request header can move it. */
const siteAddress = (page: string) => `${env().SITE_URL}/${page.replace(/^\/+/, '')}`

/** A published post's stored Markdown (as the dashboard saves it), with its title and summary. */
async function readPostMarkdown(slug: string): Promise<MarkdownAnswer | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ slug: { equals: slug } }, publishedNow()] },
    select: { title: true, excerpt: true, metaDescription: true, content: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const post = docs[0]
  if (!post) return null
  const page = siteAddress(`/blog/${slug}`)
  const body = markdownDocument({
    title: post.title,
    description: post.metaDescription || post.excerpt,
    body: absoluteMarkdownLinks(post.content ?? '', page),
  })
  return { kind: 'markdown', status: 200, body, cacheControl: ARTICLE_CACHE_CONTROL }
}

type Fetched = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * The page as this same server renders it, asked over loopback on the port it listens on
 * (PORT), never at an address taken from the request. Nothing of the visitor's request goes
 * along (no cookies, no forwarded headers): the answer is the public page every visitor gets.
 */
function loopback(path: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: env().PORT,
        path: `/${path.replace(/^\/+/, '')}`,
        headers: { accept: 'text/html' },
        timeout: LOOPBACK_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_HTML_BYTES) request.destroy(new Error('The page is too large.'))
          else chunks.push(chunk)
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 502,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error('The page took too long.')))
    request.on('error', reject)
  })
}

/** The Markdown answer for a page's rendered HTML. */
async function convertPage(page: string, search: string): Promise<MarkdownAnswer> {
  const { status, headers, body } = await loopback(`${page}${search}`)
  const html = String(headers['content-type'] ?? '').startsWith('text/html')
  if (status >= 300 && status < 400 && headers.location) {
    return { kind: 'redirect', status, location: headers.location }
  }
  if ((status === 200 || status === 404) && html) {
    const markdown = pageToMarkdown(body, siteAddress(page))
    const cacheControl = status === 200 ? (headers['cache-control'] ?? NO_STORE) : NO_STORE
    return { kind: 'markdown', status, body: markdown, cacheControl }
  }
  return status === 200 || status === 404 ? { kind: 'none' } : { kind: 'error' }
}

/** Whether an answer may be kept: a page every visitor gets, whose HTML caches may keep too. */
const keepable = (answer: MarkdownAnswer) =>
  answer.kind === 'markdown' &&
  answer.status === 200 &&
  !/\b(private|no-store|no-cache)\b/.test(answer.cacheControl)

/** Carries an answer out of a cached read without it being stored (a 404, a redirect). */
class NotKept<T> extends Error {
  constructor(readonly answer: T) {
    super('not kept')
  }
}

/**
 * `read` cached under `key` and `tags` for the answers `keep` accepts; the others are answered
 * without being stored, so that made-up addresses cannot fill the cache.
 */
function keptRead<T>(
  read: (path: string) => Promise<T>,
  keep: (answer: T) => boolean,
  key: string,
  tags: string[],
): (path: string) => Promise<T> {
  const cached = cachedRead(
    async (path: string) => {
      const answer = await read(path)
      if (!keep(answer)) throw new NotKept(answer)
      return answer
    },
    key,
    { tags, revalidate: BLOG_REVALIDATE_SECONDS },
  )
  return async (path) => {
    try {
      return await cached(path)
    } catch (error) {
      if (error instanceof NotKept) return error.answer as T
      throw error
    }
  }
}

const postMarkdown = keptRead(readPostMarkdown, (post) => post !== null, 'markdown-post', [
  CACHE_TAGS.posts,
])

/**
 * Which data a page shows, by the tags its reads are cached under: an article and the blog
 * list show posts; any other page may show anything (prices, settings, posts, redirects), so
 * it is expired with every change.
 */
function tagsOf(page: string): string[] {
  if (page === '/blog' || page.startsWith('/blog/')) {
    return [CACHE_TAGS.posts, CACHE_TAGS.settings, CACHE_TAGS.redirects, CACHE_TAGS.pageSeo]
  }
  return Object.values(CACHE_TAGS)
}

/**
 * A page's Markdown for AI agents, kept in Next's data cache under the tags the page reads
 * with, so that the change that expires the page expires its Markdown. An article is its
 * stored Markdown; any other page is converted from its rendered HTML. An address with a query
 * string is converted afresh every time (a query must not make cache entries without end), as
 * are answers no cache may keep (404s, redirects, pages rendered per request).
 */
export async function pageMarkdown(page: string, search = ''): Promise<MarkdownAnswer> {
  const slug = /^\/blog\/([^/]+)$/.exec(page)?.[1]
  if (slug && isSlug(slug)) {
    const post = await postMarkdown(slug)
    if (post) return post
  }
  if (search) return convertPage(page, search)
  const read = keptRead((path) => convertPage(path, ''), keepable, 'markdown-page', tagsOf(page))
  return read(page)
}
