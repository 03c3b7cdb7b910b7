/**
 * Cache entries stamped with the time their render began, not the time they were stored.
 *
 * A render that reads its data before a tag is expired and stores its result after the expiry
 * holds the old content. Stamped with the time of `set`, it would count as newer than the
 * expiry and be served as fresh until its revalidate time (an hour for some routes). Stamped
 * with the time of the read that started the render (the miss, or the stale hit, of that key
 * in this process), an expiry during the render leaves it older than the expiry, so the next
 * read finds it expired and renders again.
 *
 * Both caches are covered: Next's file-system cache (one process, the default) through
 * `withRenderStarts`, and the Redis handler of @fortedigital/nextjs-cache-handler (the
 * cluster) through `stampRedisHandler`; both read the tag store of tagStore.mjs.
 *
 * Plain JavaScript: Next loads the cache handler outside the app's bundle.
 *
 * Relies on the entries Next's file-system cache and the Redis handler of
 * @fortedigital/nextjs-cache-handler read and store (`lastModified`, `tags`, the
 * `x-next-cache-tags` header of a route's entry), on their get/set/revalidateTag methods,
 * wrapped here (the file-system cache's `set` ends once the entry's files are written), and on
 * `unstable_cache` calling `get` and `set` within the async context of its caller
 * (`inRenderScope`). Checked against next 16.4.6 and @fortedigital/nextjs-cache-handler 3.3.0.
 * Guarded by "keeps a render stored after an expiry it began before from being served as
 * fresh", "forgets the render of a cached read that failed, so the next one is served" and
 * "expires a route's entry by the tags of the data it read, outside a request too" in
 * tests/int/cacheRace.int.test.ts (both handlers, and the file-system one on disk only), by
 * "serves no entry as fresh while the one replacing it is still being written" there too, by
 * "keeps caching the list after a read that lost its database connection" in
 * tests/e2e/blogApiCache.e2e.ts (Next's own unstable_cache), and by "shows a post published
 * through A on B and through the proxy, by expiring its cache tags" in tests/cluster/content.ts.
 * Goes with the cache handler (./cacheHandler.mjs).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import {
  anyExpiredLocallySince,
  expireInRedis,
  expireLocally,
  expiredLocallySince,
} from './tagStore.mjs'

const TAGS_HEADER = 'x-next-cache-tags'
/** Renders of one key that can be in flight at once before the latest start is forgotten. */
const MAX_PENDING = 16
/** Longer than any render takes: a miss whose render never stored (it failed) is forgotten. */
const RENDER_HORIZON_MS = 5 * 60_000

/**
 * The renders begun within one cached read of the app (`inRenderScope`). Next calls the handler's
 * `get` and `set` of an `unstable_cache` read from within the read's own call, so both find the
 * read's scope: `set` is stamped with the start of its own render, and a read that fails forgets
 * the render it began. One instance for the handler (which Next loads as a module of its own)
 * and the app.
 */
const renderScope = (globalThis[Symbol.for('agency-site.renderScope')] ??= new AsyncLocalStorage())

/**
 * Runs `read` (an `unstable_cache` read) in a scope of its own: if it fails, the renders it
 * began are forgotten, as they will never store. Otherwise a render that failed would stay in
 * flight until the render horizon, and every entry of its key stored meanwhile would be stamped
 * with its start: after any expiry since, stale at once, and rendered again at every read.
 */
export async function inRenderScope(read) {
  const begun = []
  try {
    return await renderScope.run(begun, read)
  } catch (error) {
    for (const { forget } of begun) forget()
    throw error
  }
}

/**
 * When the render behind each key's next `set` began. A miss starts a render, and several
 * misses of one key start one each: concurrent requests for a page, or many pages reading one
 * piece of data (every page's metadata reads the Page SEO global). A `set` within a cached read's
 * scope (`inRenderScope`) is stamped with the start of that read's own render. Outside one (a
 * page or a route, whose render Next runs), which of the renders in flight a `set` stores is not
 * known, and they finish in any order, so it is stamped with the earliest start still in
 * flight: a render that began before an expiry is then never stamped after it, even when a
 * later render stores first; and it forgets the latest start (one render fewer is in flight).
 * A hit may start a background render (its revalidate time passed): that render began no
 * earlier than the first hit since the key was last stored.
 */
export class RenderStarts {
  /** key → the renders in flight, each `{ at }`. */
  #misses = new Map()
  #hits = new Map()

  noteRead(key, hit, at = Date.now()) {
    if (hit) {
      if (!this.#hits.has(key)) this.#hits.set(key, at)
      return
    }
    const render = { at }
    const pending = this.#misses.get(key) ?? []
    pending.push(render)
    if (pending.length > MAX_PENDING) pending.splice(pending.indexOf(latest(pending)), 1)
    this.#misses.set(key, pending)
    renderScope.getStore()?.push({ key, render, forget: () => this.#drop(key, render) })
  }

  /**
   * The stamp of the render whose result is being stored now: a millisecond before its start
   * (within a cached read's scope) or the earliest start in flight, so that an expiry within
   * that same millisecond counts as later.
   */
  take(key, now = Date.now()) {
    const own = renderScope.getStore()?.findLast((begun) => begun.key === key)?.render
    const pending = (this.#misses.get(key) ?? []).filter(
      (render) => now - render.at < RENDER_HORIZON_MS,
    )
    let start
    if (own && pending.includes(own)) {
      start = own.at
      pending.splice(pending.indexOf(own), 1)
    } else {
      start =
        pending.length > 0
          ? Math.min(...pending.map((render) => render.at))
          : (this.#hits.get(key) ?? now)
      if (pending.length > 0) pending.splice(pending.indexOf(latest(pending)), 1)
    }
    if (pending.length > 0) this.#misses.set(key, pending)
    else this.#misses.delete(key)
    this.#hits.delete(key)
    return Math.min(start, now) - 1
  }

  /** Forgets a render that will never store. */
  #drop(key, render) {
    const pending = this.#misses.get(key)
    const index = pending?.indexOf(render) ?? -1
    if (index < 0) return
    pending.splice(index, 1)
    if (pending.length === 0) this.#misses.delete(key)
  }
}

/** The earlier of two stamps, either of which may be missing. */
function earliest(a, b) {
  if (a === undefined) return b
  if (b === undefined) return a
  return Math.min(a, b)
}

/** The render of `pending` that began last. */
function latest(pending) {
  return pending.reduce((last, render) => (render.at >= last.at ? render : last))
}

/** The tags a stored value answers to: its own, and for pages and routes those Next listed. */
function entryTags(value, ctx) {
  const headerTags = value?.headers?.[TAGS_HEADER]
  const fromHeaders =
    typeof headerTags === 'string'
      ? headerTags.split(',')
      : Array.isArray(headerTags)
        ? headerTags
        : []
  return [...new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...fromHeaders])]
}

/**
 * Next's file-system cache class, with entries stamped by their render start and checked
 * against the tag store (tagStore.mjs), which expiries made outside a request write to.
 */
export function withRenderStarts(FileSystemCache, starts = new RenderStarts()) {
  /** key → render start of the entry stored last (this process holds the whole cache). */
  const stamps = new Map()
  /**
   * key → render start of the entry whose files were written last. Next keeps an entry in
   * memory as `set` begins and writes its files after; where the memory cache is off or has let
   * the entry go, a read finds the files, which until the write ends are the previous entry's.
   * A read takes the earlier of the two stamps: it may render once more than needed while a
   * write is under way, and never serves the previous entry under the new one's stamp.
   */
  const written = new Map()
  return class extends FileSystemCache {
    async get(key, ctx, ...rest) {
      const readAt = Date.now()
      let data = await super.get(key, ctx, ...rest)
      if (data) {
        const stamp = earliest(stamps.get(key), written.get(key))
        if (stamp !== undefined && stamp < data.lastModified)
          data = { ...data, lastModified: stamp }
        if (
          anyExpiredLocallySince(data.lastModified) &&
          expiredLocallySince(entryTags(data.value, ctx), data.lastModified)
        ) {
          data = null
        }
      }
      starts.noteRead(key, Boolean(data), readAt)
      return data
    }

    async set(key, data, ctx, ...rest) {
      const stamp = starts.take(key)
      stamps.set(key, stamp)
      await super.set(key, data, ctx, ...rest)
      written.set(key, stamp)
    }

    async revalidateTag(tags, durations) {
      // An expiry with a later `expire` (a stale-while-revalidate profile) is left to Next.
      if (!durations?.expire) expireLocally(typeof tags === 'string' ? [tags] : tags)
      return super.revalidateTag(tags, durations)
    }
  }
}

/**
 * The Redis handler, with entries stamped by their render start, route handlers' entries
 * tagged with the data they read (the library keeps only page tags), and every expired tag
 * recorded with its time in the hash the handler compares entries against (the library records
 * only Next's implicit path tags, and deletes the entries of the others, which a render in
 * flight then stores again).
 */
export function stampRedisHandler(handler, { client, keyPrefix, starts = new RenderStarts() }) {
  return {
    ...handler,
    async get(key, meta) {
      const readAt = Date.now()
      const value = await handler.get(key, meta)
      starts.noteRead(key, Boolean(value), readAt)
      return value
    },
    async set(key, value, ctx) {
      const tags = [...new Set([...(value.tags ?? []), ...entryTags(value.value)])]
      const lastModified = Math.min(value.lastModified, starts.take(key))
      return handler.set(key, { ...value, lastModified, tags }, ctx)
    },
    async revalidateTag(tag, ...rest) {
      try {
        await expireInRedis(client, keyPrefix, [tag])
      } catch (error) {
        // The library's composite handler drops a failed expiry without a word.
        console.warn(`[cache] could not expire "${tag}": ${error?.message ?? error}`)
        throw error
      }
      return handler.revalidateTag(tag, ...rest)
    },
  }
}
