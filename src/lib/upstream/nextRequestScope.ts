import { revalidateTag } from 'next/cache'

/**
 * Two things Next.js does not say about the process and moment it runs in, told from how it
 * behaves. Both are read by src/lib/revalidate.ts.
 *
 * - Whether an expiry can ride on the current request: Next 16.4.6's `revalidateTag`
 *   (next/dist/server/web/spec-extension/revalidate.js) throws "Invariant: static generation
 *   store missing" outside a request (a job, a seed, the CLI, a test), and is applied when the
 *   request ends otherwise. Here the expiry is tried, and a throw answers false.
 * - Whether Next's cache exists in this process: the cache handler (./cacheHandler.mjs) marks
 *   the process when Next constructs it, which Next does in a server and in a build, never in a
 *   script or a test that calls a route handler directly (there `unstable_cache` has no cache).
 *
 * Relies on `revalidateTag` throwing outside a request, and on Next constructing the configured
 * cache handler before the first cached read. Checked against next 16.4.6. Guarded by "tells
 * that no request can carry the expiry, and queues it for after the commit" and "uses Next's
 * data cache once Next has made the cache handler in this process" in src/lib/revalidate.test.ts,
 * and "publishes a post scheduled with a future publishedAt through Payload's schedulePublish
 * job, once" in tests/int/jobsSchedule.int.test.ts. Goes once Next offers a documented way to ask for the
 * request scope (or `after` on a job's own expiry), and `'use cache'` with `cacheHandlers`
 * replaces `unstable_cache`.
 */

/** Expires `tags` with the current request (applied as it ends); false outside a request. */
export function revalidateWithRequest(tags: string[]): boolean {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return true
  } catch {
    return false
  }
}

const NEXT_CACHE = Symbol.for('agency-site.nextCache')

/** Whether Next.js has made its cache handler (./cacheHandler.mjs) in this process. */
export function nextCacheRuns(): boolean {
  return (globalThis as Record<symbol, unknown>)[NEXT_CACHE] === true
}
