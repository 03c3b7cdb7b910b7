import { CACHE_TAGS, expireBlog } from '@/lib/revalidate'

/** Next's implicit tag for a path, as revalidatePath derives it. */
const pathTag = (path: string) => `_N_T_${path}`

type IncrementalCache = { revalidateTag(tags: string[]): Promise<void> }

/**
 * Expires the blog's cached data and pages. `expireBlog` works inside a Next.js request (the
 * /api/payload-jobs/run endpoint). A job run by the autorun cron has no request, and Next 16
 * drops revalidateTag there, so inside the web server we also expire the tags directly in the
 * server's incremental cache. In the separate worker there is no Next.js cache to clear.
 */
export async function revalidateBlog(
  slug: string,
): Promise<{ cache: 'request' | 'server' | 'none' }> {
  expireBlog([slug])
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
  if (!cache) return { cache: 'request' }
  const paths = ['/', '/index', '/blog', '/sitemap.xml', `/blog/${slug}`]
  await cache.revalidateTag([CACHE_TAGS.posts, ...paths.map(pathTag)])
  return { cache: 'server' }
}
