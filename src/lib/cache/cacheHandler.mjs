/**
 * Next.js incremental cache handler (pages, route handlers, `unstable_cache` data).
 *
 * With REDIS_URL set, every instance of the app reads and writes one cache in Redis/Valkey
 * through @fortedigital/nextjs-cache-handler, so a revalidateTag or revalidatePath on one
 * instance takes effect on all of them at once. Without REDIS_URL, and always during
 * `next build`, it is Next's own file-system cache, exactly as if no handler were configured.
 * The same build therefore runs with or without Redis.
 *
 * When Redis is unreachable, reads count as misses and writes are dropped: pages are rendered
 * from the database on every request (slower, never an error) and a warning is logged once per
 * outage. When the connection comes back, the entries written before the outage are dropped,
 * since revalidations made meanwhile never reached them.
 *
 * Every revalidation is repeated half a second and two seconds later, which removes a page that
 * was rendered with the old content while it ran (revalidateFollowUps.mjs). With
 * CACHE_PURGE_URLS set (the caching proxies in front of the instances), each of these also bans
 * the proxies' cached pages, once the shared cache has forgotten them, so that the proxies fetch
 * fresh pages on the next request.
 *
 * Next loads this file itself, outside the app's bundle, so it is plain JavaScript and reads
 * its variables from process.env (src/env.ts documents and validates them for the app).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { createClient } from 'redis'

import { withRevalidateFollowUps } from './revalidateFollowUps.mjs'
import { withRevalidateRetries } from './revalidateRetries.mjs'

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

/** One client per process; Next constructs a handler per request. */
function createSharedClient() {
  const client = createClient({
    url: redisUrl,
    // Retry every second at most, forever: the app keeps serving meanwhile.
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 1000),
    },
    // Commands fail at once while disconnected instead of waiting in a queue.
    disableOfflineQueue: true,
    pingInterval: 5000,
  })
  let lost = false
  client.on('error', (error) => {
    if (lost) return
    lost = true
    console.warn(
      `[cache] Redis at ${redactedUrl()} is unreachable (${error?.code ?? error?.message ?? error}); pages are rendered without the shared cache until it is back`,
    )
  })
  client.on('ready', () => {
    if (!lost) return
    lost = false
    console.warn('[cache] Redis is reachable again; using the shared cache')
    void dropEntries(client).catch(() => {})
  })
  client.connect().catch(() => {
    // The error listener has logged it; the reconnect strategy keeps trying.
  })
  return client
}

/** Deletes this app's entries: they may predate revalidations made while Redis was away. */
async function dropEntries(client) {
  const batch = []
  for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) {
    batch.push(...(Array.isArray(keys) ? keys : [keys]))
    if (batch.length >= 500) await client.unlink(batch.splice(0))
  }
  if (batch.length > 0) await client.unlink(batch)
}

function redactedUrl() {
  try {
    const url = new URL(redisUrl)
    if (url.password) url.password = '***'
    return url.host
  } catch {
    return 'REDIS_URL'
  }
}

if (useRedis) {
  CacheHandler.onCreation(() => {
    globalThis.__agencyRedisClient ??= createSharedClient()
    return {
      handlers: [
        withRevalidateRetries(
          createRedisHandler({
            client: globalThis.__agencyRedisClient,
            keyPrefix,
            timeoutMs: 1000,
          }),
        ),
      ],
    }
  })
}

/**
 * Asks each proxy to drop its cached pages (a BAN request; deploy/varnish.vcl answers it). It
 * runs after each expiry and after each of its repeats, which also catch a page that a proxy was
 * fetching from an instance while the expiry happened.
 */
async function banProxies() {
  await Promise.all(
    purgeUrls.map(async (url) => {
      try {
        const response = await fetch(url, { method: 'BAN', signal: AbortSignal.timeout(2000) })
        if (!response.ok) throw new Error(`answered ${response.status}`)
      } catch (error) {
        console.warn(`[cache] could not purge the proxy at ${url}: ${error?.message ?? error}`)
      }
    }),
  )
}

const Base = useRedis ? CacheHandler : FileSystemCache

export default building
  ? Base
  : withRevalidateFollowUps(Base, purgeUrls.length > 0 ? { afterEach: banProxies } : {})
