import 'server-only'

import { publishedNow } from '@/access/publishedNow'
import { env } from '@/env'
import { BLOG_REVALIDATE_SECONDS, CACHE_TAGS, cachedRead } from '@/lib/revalidate'
import { markdownDocument } from '@/lib/seo/markdown'
import { absoluteMarkdownLinks } from '@/lib/seo/markdownLinks'
import { isSlug } from '@/lib/slug'

import { getPayloadClient } from './payload'

/** A Markdown answer: the document and the Cache-Control of the page's HTML. */
export type MarkdownAnswer = { body: string; cacheControl: string }

const ONE_YEAR = 31_536_000
/** What Next sends with an article (revalidated every BLOG_REVALIDATE_SECONDS). */
const ARTICLE_CACHE_CONTROL = `s-maxage=${BLOG_REVALIDATE_SECONDS}, stale-while-revalidate=${ONE_YEAR - BLOG_REVALIDATE_SECONDS}`

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
  return { body, cacheControl: ARTICLE_CACHE_CONTROL }
}

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

const postMarkdown = keptRead(readPostMarkdown, (post) => post !== null, 'markdown-article', [
  CACHE_TAGS.posts,
])

/** A published article's Markdown (its stored Markdown, with title and summary), or null. */
export async function articleMarkdown(slug: string): Promise<MarkdownAnswer | null> {
  return isSlug(slug) ? postMarkdown(slug) : null
}
