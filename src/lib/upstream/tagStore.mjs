/**
 * Where cache tags are marked expired, and when: the one store that the cache handler reads and
 * that every expiry writes, inside a request (Next calls the handler's revalidateTag) or outside
 * one (a job: Payload's scheduled publish, where Next's own revalidateTag cannot be called).
 *
 * Without Redis the store is a map held on globalThis, so that the copy of this module in the
 * app's bundle and the copy Next loads with the cache handler share it. With Redis it is the
 * hash the Redis handler already reads on every get (`__revalidated_tags__`, tag → time), so an
 * expiry made by any process (an instance, the job worker) is seen by every instance at once.
 * An entry whose render began before a tag of it was expired is stale (see renderStarts.mjs).
 *
 * Plain JavaScript without `process.env`: Next loads the cache handler outside the bundle, and
 * the app passes its validated settings in.
 *
 * Relies on the name and form of the Redis handler's hash of expired tags
 * (`__revalidated_tags__`, tag → time in ms). Checked against @fortedigital/nextjs-cache-handler
 * 3.3.0.
 * Guarded by "keeps a render stored after an expiry it began before from being served as fresh"
 * and "expires a route's entry by the tags of the data it read, outside a request too" in
 * tests/int/cacheRace.int.test.ts (both handlers), and "shows a post published through A on B
 * and through the proxy, by expiring its cache tags" in tests/cluster/content.ts.
 * Goes with the cache handler (./cacheHandler.mjs).
 */
import { createClient } from 'redis'

/** The hash @fortedigital/nextjs-cache-handler's Redis handler compares entries against. */
export const REVALIDATED_TAGS_KEY = '__revalidated_tags__'

const LOCAL = Symbol.for('agency-site.cache.expiredTags')
const LATEST = Symbol.for('agency-site.cache.latestExpiry')
const CLIENT = Symbol.for('agency-site.cache.redisClient')

/** tag → when it was last expired, in this process (the file-system cache). */
function localStore() {
  globalThis[LOCAL] ??= new Map()
  return globalThis[LOCAL]
}

export function expireLocally(tags, at = Date.now()) {
  const store = localStore()
  for (const tag of tags) store.set(tag, Math.max(store.get(tag) ?? 0, at))
  if (tags.length > 0) globalThis[LATEST] = Math.max(globalThis[LATEST] ?? 0, at)
}

/**
 * Whether any tag was expired in this process after `since`. A cached page is read on every
 * request, and almost always nothing was expired since it was stored: this answers that without
 * listing the entry's tags.
 */
export function anyExpiredLocallySince(since) {
  return (globalThis[LATEST] ?? -Infinity) > since
}

/** Whether any of `tags` was expired after `since` (an entry's render start). */
export function expiredLocallySince(tags, since) {
  const store = localStore()
  return tags.some((tag) => (store.get(tag) ?? -Infinity) > since)
}

export async function expireInRedis(client, keyPrefix, tags, at = Date.now()) {
  if (tags.length === 0) return
  await connected(client)
  await client.hSet(
    keyPrefix + REVALIDATED_TAGS_KEY,
    Object.fromEntries(tags.map((tag) => [tag, String(at)])),
  )
}

/** Waits (2 s at most) for a client that is still connecting: a job may expire before any get. */
async function connected(client) {
  if (client.isReady || typeof client.once !== 'function') return
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Redis is not reachable')), 2000)
    client.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/**
 * One Redis client per process, shared by the cache handler and the app's expiries. Commands
 * fail at once while Redis is away (the pages are then rendered without the shared cache); a
 * warning is logged once per outage, and the entries written before it are dropped when it
 * comes back, since expiries made meanwhile never reached them.
 */
export function sharedRedisClient(url, keyPrefix) {
  globalThis[CLIENT] ??= createSharedClient(url, keyPrefix)
  return globalThis[CLIENT]
}

function createSharedClient(url, keyPrefix) {
  const client = createClient({
    url,
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
      `[cache] Redis at ${redactedHost(url)} is unreachable (${error?.code ?? error?.message ?? error}); pages are rendered without the shared cache until it is back`,
    )
  })
  client.on('ready', () => {
    if (!lost) return
    lost = false
    console.warn('[cache] Redis is reachable again; using the shared cache')
    void dropEntries(client, keyPrefix).catch(() => {})
  })
  client.connect().catch(() => {
    // The error listener has logged it; the reconnect strategy keeps trying.
  })
  return client
}

/** Deletes this app's entries: they may predate expiries made while Redis was away. */
async function dropEntries(client, keyPrefix) {
  const batch = []
  for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) {
    batch.push(...(Array.isArray(keys) ? keys : [keys]))
    if (batch.length >= 500) await client.unlink(batch.splice(0))
  }
  if (batch.length > 0) await client.unlink(batch)
}

function redactedHost(url) {
  try {
    return new URL(url).host
  } catch {
    return 'REDIS_URL'
  }
}

/**
 * Asks each caching proxy to drop its cached pages (a BAN request; deploy/varnish.vcl answers
 * it), after the cache behind it has forgotten them.
 */
export async function banProxies(purgeUrls) {
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

/**
 * Marks `tags` expired in the store every server reads (Redis when configured, else this
 * process's), then purges the proxies. Used for expiries made outside a request.
 *
 * @param {string[]} tags
 * @param {{ redisUrl?: string, keyPrefix: string, purgeUrls?: string[] }} where
 */
export async function expireTags(tags, { redisUrl, keyPrefix, purgeUrls = [] }) {
  const at = Date.now()
  if (redisUrl) await expireInRedis(sharedRedisClient(redisUrl, keyPrefix), keyPrefix, tags, at)
  else expireLocally(tags, at)
  await banProxies(purgeUrls)
}
