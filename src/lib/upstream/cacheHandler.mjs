/**
 * Next.js incremental cache handler (pages, route handlers, `unstable_cache` data).
 *
 * With REDIS_URL set, every instance of the app reads and writes one cache in Redis/Valkey
 * through @fortedigital/nextjs-cache-handler, so an expiry on one instance (or in the job
 * worker) takes effect on all of them at once. Without REDIS_URL, and always during
 * `next build`, it is Next's own file-system cache. The same build therefore runs with or
 * without Redis.
 *
 * Either way an entry is stamped with the time its render began and checked against the tag
 * store (renderStarts.mjs, tagStore.mjs): a render that read its data before an expiry and is
 * stored after it is stale at the next read. With CACHE_PURGE_URLS set (the caching proxies in
 * front of the instances), each expiry also bans the proxies' cached pages, once the cache
 * behind them has forgotten them.
 *
 * When Redis is unreachable, reads count as misses and writes are dropped: pages are rendered
 * from the database on every request (slower, never an error).
 *
 * Next loads this file itself, outside the app's bundle, so it is plain JavaScript and reads
 * its variables from process.env (src/env.ts documents and validates them for the app).
 *
 * Relies on Next's file-system cache class, which Next does not export
 * (next/dist/server/lib/incremental-cache/file-system-cache.js, extended here), on the shape of
 * its entries (`lastModified`, the tags header), and on Next constructing the handler once per
 * process. Checked against next 16.4.6 and @fortedigital/nextjs-cache-handler 3.3.0.
 * Guarded by "keeps a render stored after an expiry it began before from being served as fresh"
 * and "expires a route's entry by the tags of the data it read, outside a request too" in
 * tests/int/cacheRace.int.test.ts (both handlers), and "shows a post published through A on B
 * and through the proxy, by expiring its cache tags" in tests/cluster/content.ts.
 * Goes once Next's `cacheHandlers` for `'use cache'` replace `unstable_cache` and the page cache
 * here, with a handler that stamps entries by their render's start (or Next does it itself).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { stampRedisHandler, withRenderStarts } from './renderStarts.mjs'
import { banProxies, sharedRedisClient } from './tagStore.mjs'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

const redisUrl = process.env.REDIS_URL?.trim()
const keyPrefix = process.env.REDIS_KEY_PREFIX?.trim() || 'agency:next:'
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
const useRedis = Boolean(redisUrl) && !building
const purgeUrls = building
  ? []
  : (process.env.CACHE_PURGE_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean)

if (useRedis) {
  CacheHandler.onCreation(() => {
    const client = sharedRedisClient(redisUrl, keyPrefix)
    return {
      handlers: [
        stampRedisHandler(createRedisHandler({ client, keyPrefix, timeoutMs: 1000 }), {
          client,
          keyPrefix,
        }),
      ],
    }
  })
}

/** Purges the proxies after each expiry Next asks for (the end of a request that changed content). */
function withProxyBans(Base) {
  return class extends Base {
    async revalidateTag(...args) {
      try {
        return await super.revalidateTag(...args)
      } finally {
        await banProxies(purgeUrls)
      }
    }
  }
}

/**
 * Marks this process as one where Next.js caches (a server, or a build rendering pages): the app's
 * cached reads use Next's data cache only where it exists (src/lib/revalidate.ts `cachedRead`).
 */
function marked(Base) {
  return class extends Base {
    constructor(...args) {
      super(...args)
      globalThis[Symbol.for('agency-site.nextCache')] = true
    }
  }
}

const pageCacheDir = building ? '' : (process.env.PAGE_CACHE_DIR?.trim() ?? '')

/**
 * Next's file-system cache in PAGE_CACHE_DIR instead of the build folder: several servers on
 * different origins (the end-to-end tests' isolated servers) serve one build without sharing
 * pages. That folder starts empty, so each server renders every page for its own origin. The
 * folder is then the whole cache, with no copy in memory: emptying it (as the tests do when one
 * server goes from one test file to the next) empties the server's cache.
 */
function inPageCacheDir(Base) {
  if (!pageCacheDir) return Base
  return class extends Base {
    constructor(ctx) {
      super({ ...ctx, serverDistDir: pageCacheDir, maxMemoryCacheSize: 0 })
    }
  }
}

const Handler = useRedis ? CacheHandler : withRenderStarts(inPageCacheDir(FileSystemCache))

export default marked(
  building ? FileSystemCache : purgeUrls.length > 0 ? withProxyBans(Handler) : Handler,
)
