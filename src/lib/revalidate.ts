import { unstable_cache } from 'next/cache'

import { env } from '@/env'

import { nextCacheRuns, revalidateWithRequest } from './upstream/nextRequestScope'
import { inRenderScope } from './upstream/renderStarts.mjs'
import { expireTags } from './upstream/tagStore.mjs'

/**
 * The cache tags of the site. Every cached read in src/data carries the tags of what it reads,
 * and a prerendered page or route inherits the tags of the reads it made; a change expires its
 * tags (from the collections' and globals' hooks, through `expire` below), and with them every
 * page, feed and API answer that showed it. No list of paths is kept anywhere.
 */
export const CACHE_TAGS = {
  posts: 'posts',
  settings: 'site-settings',
  offers: 'offers',
  redirects: 'redirects',
  pageSeo: 'page-seo',
} as const

/** One post's own reads (its page, its card, its API answer, a cached 404 for its address). */
export const postTag = (slug: string) => `post:${slug}`

/**
 * How long a client or shared cache may keep a Markdown article before asking again. Pages
 * themselves are kept until a tag of their reads expires (no revalidate time), a scheduled
 * publish included: the job that follows it expires the blog's tags.
 */
export const BLOG_REVALIDATE_SECONDS = 60

/** What a change of the posts with these slugs expires: every list, and each post's own reads. */
export function blogTags(slugs: (string | null | undefined)[] = []): string[] {
  const own = [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))]
  return [CACHE_TAGS.posts, ...own.map(postTag)]
}

/**
 * Expires `tags` within a request (a collection or global hook run by a dashboard, /cms or API
 * save), twice:
 * - at once, in the tag store every instance reads, and on the caching proxies (`expireNow`): the
 *   change shows everywhere as soon as it is committed, without waiting for the request to end.
 *   The hook runs before the commit, so a render that starts between this expiry and the commit
 *   can still read the old content, and is stamped after this expiry;
 * - with Next's `revalidateTag`, which Next applies when the request ends, after the commit: it
 *   marks that render stale too (its render began before this second expiry), and bans the
 *   proxies again.
 * Returns the first expiry's promise (it never rejects: a failure is logged, and the second
 * expiry still comes), or false outside a request (a job: Next refuses revalidateTag there with
 * "static generation store missing"; seeds, the CLI and tests, where no Next.js server runs):
 * the caller then expires after its commit with `expireNow`.
 */
function expireInRequest(tags: string[]): Promise<void> | false {
  if (!revalidateWithRequest(tags)) return false
  return expireNow(tags).catch((error: unknown) => {
    console.warn(`[cache] could not expire ${tags.join(', ')} at once: ${String(error)}`)
  })
}

/**
 * Expires `tags` within a request (see expireInRequest); the immediate expiry is under way when
 * this returns. False outside a request.
 */
export function expire(tags: string[]): boolean {
  return expireInRequest(tags) !== false
}

/**
 * Expires `tags` at once, outside a request, in the tag store every server's cache handler
 * reads: Redis when REDIS_URL is set (every instance sees it), else this process's own cache.
 * The caching proxies are purged too.
 */
export async function expireNow(tags: string[]): Promise<void> {
  const { REDIS_URL, REDIS_KEY_PREFIX, CACHE_PURGE_URLS } = env()
  await expireTags(tags, {
    redisUrl: REDIS_URL,
    keyPrefix: REDIS_KEY_PREFIX,
    purgeUrls: CACHE_PURGE_URLS,
  })
}

/**
 * Expires the blog after a change of these posts. Inside a request at once and again after the
 * commit (expireInRequest). Outside one (Payload's scheduled publish, run by the web server or
 * by the separate worker) `later` queues the expiry as a job in the change's own transaction: it
 * runs once the change is committed, and then calls `expireNow`.
 */
export async function expireBlogAfterChange(
  slugs: (string | null | undefined)[],
  later: (slugs: string[]) => Promise<void>,
): Promise<'request' | 'queued'> {
  const known = [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))]
  const inRequest = expireInRequest(blogTags(known))
  if (inRequest !== false) {
    await inRequest
    return 'request'
  }
  await later(known)
  return 'queued'
}

/**
 * `read` cached under `key` with `tags` (a list, or the list for the arguments of a call) in the
 * Next.js server's data cache (the one pages read through), refreshed after `revalidate`
 * seconds. Where no Next.js server runs (the tests call route handlers directly) it reads
 * straight through: unstable_cache needs the server's cache, whose handler marks the process.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  { tags, revalidate }: { tags: string[] | ((...args: Args) => string[]); revalidate?: number },
): (...args: Args) => Promise<Result> {
  const cached =
    typeof tags === 'function' ? undefined : unstable_cache(read, [key], { tags, revalidate })
  return (...args) => {
    if (!nextCacheRuns()) return read(...args)
    const call =
      cached ??
      unstable_cache(read, [key], {
        tags: (tags as (...args: Args) => string[])(...args),
        revalidate,
      })
    // A read that fails (a lost connection, retried by its caller) began a render that never
    // stores: its scope tells the cache handler, so the key's next entry is stamped by the
    // render that stores it (src/lib/upstream/renderStarts.mjs).
    return inRenderScope(() => call(...args))
  }
}
