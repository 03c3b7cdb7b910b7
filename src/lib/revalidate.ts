import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache'

export const CACHE_TAGS = {
  posts: 'posts',
  settings: 'site-settings',
  offers: 'offers',
  redirects: 'redirects',
  pageSeo: 'page-seo',
} as const

/** Every prerendered address that states a price, a plan or a course module. */
export const OFFER_PATHS = [
  '/',
  '/work-with-us',
  '/ai-visibility',
  '/coaching',
  '/timeframes',
  '/llms.txt',
]

/** Seconds after which cached blog reads are refreshed anyway: scheduled posts come due. */
export const BLOG_REVALIDATE_SECONDS = 60

/** Every prerendered address that shows blog posts, and each post's own page. */
export function blogPaths(slugs: (string | null | undefined)[] = []): string[] {
  const own = [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))]
  return ['/', '/blog', '/sitemap.xml', '/llms.txt', ...own.map((slug) => `/blog/${slug}`)]
}

/**
 * The incremental cache of the Next.js server running in this process. Next keeps it in this
 * global (an internal of Next.js, listed in docs/architecture.md's upgrade notes); there is none in the
 * launcher's seed, the Payload CLI, the separate job worker or the tests, and so nothing to
 * clear or read there.
 */
type IncrementalCache = { revalidateTag(tags: string[]): Promise<void> }
function serverCache(): IncrementalCache | undefined {
  return (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
}

/**
 * Expires cached data and pages within a request (a collection hook): Next applies it when the
 * request ends, after the change is committed, so no request can cache the old content again.
 */
export function expire({ tags = [], paths = [] }: { tags?: string[]; paths?: string[] }): void {
  if (!serverCache()) return
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  for (const path of paths) revalidatePath(path)
}

export function expireBlog(slugs: (string | null | undefined)[] = []): void {
  expire({ tags: [CACHE_TAGS.posts], paths: blogPaths(slugs) })
}

/**
 * Expires the blog wherever a change is made. Inside a request (a dashboard or /cms save) Next
 * applies it when the request ends, after the commit. Outside one (a job: Payload's scheduled
 * publish, run by the web server or by the separate worker, which has no Next.js cache at all)
 * `later` queues the expiry as a job of the web server's own queue, in the change's transaction:
 * it runs only once the change is committed, on a process that holds the cache.
 */
export async function expireBlogAfterChange(
  slugs: (string | null | undefined)[],
  later: (slugs: string[]) => Promise<void>,
): Promise<'request' | 'queued'> {
  const known = [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))]
  if (serverCache()) {
    try {
      expireBlog(known)
      return 'request'
    } catch {
      // Next refuses revalidateTag without a request ("static generation store missing").
    }
  }
  await later(known)
  return 'queued'
}

/** Next's implicit tags for a path, as revalidatePath derives them. */
const pathTags = (path: string) => (path === '/' ? ['_N_T_/', '_N_T_/index'] : [`_N_T_${path}`])

/**
 * Expires the blog's cache at once outside a request: a job run by the web server's own job
 * runner has none, and Next's revalidateTag needs one, so this goes to the server's cache
 * directly. In the separate job worker there is no Next.js cache to clear.
 */
export async function expireBlogNow(slugs: string[]): Promise<{ cache: 'server' | 'none' }> {
  const cache = serverCache()
  if (!cache) return { cache: 'none' }
  await cache.revalidateTag([CACHE_TAGS.posts, ...blogPaths(slugs).flatMap(pathTags)])
  return { cache: 'server' }
}

/**
 * `read` cached under `key` with `tags` in the Next.js server's data cache (the one pages read
 * through), refreshed after `revalidate` seconds. Where no Next.js server runs (the tests call
 * route handlers directly) it reads straight through.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  { tags, revalidate }: { tags: string[]; revalidate?: number },
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, [key], { tags, revalidate })
  return (...args) => (serverCache() ? cached(...args) : read(...args))
}
