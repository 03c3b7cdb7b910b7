import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, utimes } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { redisArgs, waitForPort } from '../../scripts/lib/services'
import {
  inRenderScope,
  stampRedisHandler,
  withRenderStarts,
} from '../../src/lib/upstream/renderStarts.mjs'
import { expireTags } from '../../src/lib/upstream/tagStore.mjs'

/**
 * The race between a render and an expiry, against both cache handlers of the app: a render
 * that missed before a tag was expired and stores its result after the expiry holds the old
 * data, and must not be served as fresh. Time is set by hand (Date only), one millisecond apart
 * at each step, as a busy server would space them.
 */

type Ctx = Record<string, unknown>
type Entry = { value: unknown } | null
type Handler = {
  get(key: string, ctx: Ctx): Promise<Entry>
  set(key: string, data: unknown, ctx: Ctx): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}

const FileSystemCache = ((FileSystemCacheModule as { default?: unknown }).default ??
  FileSystemCacheModule) as new (ctx: Ctx) => Handler

// What unstable_cache asks and stores (a FETCH entry), and what a prerendered route stores.
const dataRead = (tags: string[]): Ctx => ({ kind: 'FETCH', revalidate: 3600, tags, softTags: [] })
const dataWrite = (tags: string[]): Ctx => ({ fetchCache: true, revalidate: 3600, tags })
const data = (text: string) => ({ kind: 'FETCH', data: { body: text }, revalidate: 3600 })
const routeRead: Ctx = { kind: 'APP_ROUTE', isFallback: false }
const routeWrite: Ctx = { cacheControl: { revalidate: 3600, expire: undefined } }
const route = (text: string, tags: string[]) => ({
  kind: 'APP_ROUTE',
  body: Buffer.from(text),
  status: 200,
  headers: { 'x-next-cache-tags': tags.join(',') },
})

let now = Date.now()
/** The clock moves one millisecond. */
const tick = () => vi.setSystemTime(++now)

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
})
afterAll(() => {
  vi.useRealTimers()
})

/** The race and its counterparts, for one handler. */
function raceTests(
  handler: () => Handler,
  expireOutside: (tags: string[]) => Promise<void>,
  unique: () => string,
) {
  /** One key's price data: a render's read and store, and the price's expiry, a tick apart. */
  const price = () => {
    const cache = handler()
    const key = unique()
    const step = async <T>(work: Promise<T>) => {
      const result = await work
      tick()
      return result
    }
    return {
      read: () => step(cache.get(key, dataRead(['offers']))),
      store: (text: string) => step(cache.set(key, data(text), dataWrite(['offers']))),
      expire: () => step(cache.revalidateTag(['offers'], { expire: 0 })),
    }
  }

  it('keeps a render stored after an expiry it began before from being served as fresh', async () => {
    const offers = price()
    expect(await offers.read()).toBeNull()
    await offers.expire()
    await offers.store('old price')
    expect(await offers.read()).toBeNull()
  })

  it('keeps the earlier of two renders in flight from being served as fresh when it stores last', async () => {
    const offers = price()
    // One render reads the old price, the change is expired, a second render reads the new one
    // and stores first; the first stores last, over it.
    expect(await offers.read()).toBeNull()
    await offers.expire()
    expect(await offers.read()).toBeNull()
    await offers.store('new price')
    await offers.store('old price')
    expect(await offers.read()).toBeNull()
  })

  it('forgets a render that never stored, so the next one is served', async () => {
    const offers = price()
    // A render that failed: it missed and never stored.
    expect(await offers.read()).toBeNull()
    vi.setSystemTime((now += 10 * 60_000))
    await offers.expire()
    expect(await offers.read()).toBeNull()
    await offers.store('new price')
    expect((await offers.read())?.value).toMatchObject({ data: { body: 'new price' } })
  })

  it('forgets the render of a cached read that failed, so the next one is served', async () => {
    const offers = price()
    // A read that lost its connection: it missed and threw, and its caller retries.
    const failed = inRenderScope(async () => {
      expect(await offers.read()).toBeNull()
      throw new Error('Connection terminated unexpectedly')
    })
    await expect(failed).rejects.toThrow('Connection terminated unexpectedly')
    await offers.expire()
    await inRenderScope(async () => {
      expect(await offers.read()).toBeNull()
      await offers.store('new price')
    })
    expect((await offers.read())?.value).toMatchObject({ data: { body: 'new price' } })
  })

  it("stamps a cached read's entry by its own render, not by one still in flight", async () => {
    const offers = price()
    let missed!: () => void
    let finish!: () => void
    const hasMissed = new Promise<void>((resolve) => (missed = resolve))
    const finished = new Promise<void>((resolve) => (finish = resolve))
    // A slow read of the old price, in flight across the expiry and a second, quicker read.
    const slow = inRenderScope(async () => {
      expect(await offers.read()).toBeNull()
      missed()
      await finished
      await offers.store('old price')
    })
    await hasMissed
    await offers.expire()
    await inRenderScope(async () => {
      expect(await offers.read()).toBeNull()
      await offers.store('new price')
    })
    expect((await offers.read())?.value).toMatchObject({ data: { body: 'new price' } })
    finish()
    await slow
    expect(await offers.read()).toBeNull()
  })

  it('serves a render that began after the expiry', async () => {
    const offers = price()
    await offers.expire()
    expect(await offers.read()).toBeNull()
    await offers.store('new price')
    expect((await offers.read())?.value).toMatchObject({ data: { body: 'new price' } })
  })

  it("expires a route's entry by the tags of the data it read, outside a request too", async () => {
    const cache = handler()
    const key = `/${unique()}`
    expect(await cache.get(key, routeRead)).toBeNull()
    tick()
    await cache.set(key, route('llms.txt v1', ['posts', '_N_T_/llms.txt']), routeWrite)
    tick()
    expect(await cache.get(key, routeRead)).not.toBeNull()
    tick()
    // A job's expiry: no request, so not through Next but straight into the tag store.
    await expireOutside(['posts'])
    tick()
    expect(await cache.get(key, routeRead)).toBeNull()
  })

  it('leaves entries of other tags alone', async () => {
    const cache = handler()
    const key = unique()
    expect(await cache.get(key, dataRead(['page-seo']))).toBeNull()
    tick()
    await cache.set(key, data('titles'), dataWrite(['page-seo']))
    tick()
    await cache.revalidateTag(['offers'], { expire: 0 })
    await expireOutside(['redirects'])
    tick()
    expect(await cache.get(key, dataRead(['page-seo']))).not.toBeNull()
  })
}

describe("Next's file-system cache (one process)", () => {
  const Handler = withRenderStarts(FileSystemCache) as unknown as new (ctx: Ctx) => Handler
  let dir = ''
  let count = 0
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cache-race-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  raceTests(
    () =>
      new Handler({
        serverDistDir: dir,
        flushToDisk: false,
        maxMemoryCacheSize: 1 << 20,
        revalidatedTags: [],
      }),
    (tags) => expireTags(tags, { redisUrl: undefined, keyPrefix: '' }),
    () => `fs-${++count}`,
  )
})

describe("Next's file-system cache on disk only (servers with PAGE_CACHE_DIR)", () => {
  const Handler = withRenderStarts(FileSystemCache) as unknown as new (ctx: Ctx) => Handler
  /**
   * Next's file-system cache keeps one memory cache per process (made by the first handler that
   * asks for one): set aside while these run, as a server with PAGE_CACHE_DIR has none.
   */
  const statics = FileSystemCache as unknown as { memoryCache?: unknown }
  let kept: unknown
  let dir = ''
  let count = 0
  /** While set, every file write waits for it: a write still in flight. */
  let held: Promise<void> | undefined
  const fs = {
    ...nodeFs,
    writeFile: async (file: string, contents: string | Buffer) => {
      await held
      await nodeFs.writeFile(file, contents)
      // Next dates an entry read from disk by its file's time: the test's clock, as on a server.
      await utimes(file, new Date(), new Date())
    },
  }
  const onDisk = () =>
    new Handler({
      fs,
      // Data entries go to ../cache/fetch-cache beside it: inside the throwaway folder.
      serverDistDir: path.join(dir, 'server'),
      flushToDisk: true,
      maxMemoryCacheSize: 0,
      revalidatedTags: [],
    })
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cache-race-disk-'))
    kept = statics.memoryCache
    statics.memoryCache = undefined
  })
  afterAll(async () => {
    statics.memoryCache = kept
    await rm(dir, { recursive: true, force: true })
  })

  raceTests(
    onDisk,
    (tags) => expireTags(tags, { redisUrl: undefined, keyPrefix: '' }),
    () => `disk-${++count}`,
  )

  it('serves no entry as fresh while the one replacing it is still being written', async () => {
    const cache = onDisk()
    const key = `disk-${++count}`
    const read = async () => {
      const entry = await cache.get(key, dataRead(['offers']))
      tick()
      return entry
    }
    // A render reads the old price, the change is expired, and the render stores after it.
    expect(await read()).toBeNull()
    await cache.revalidateTag(['offers'], { expire: 0 })
    tick()
    await cache.set(key, data('old price'), dataWrite(['offers']))
    tick()
    // A render after the change reads the new price; its write is slow. Meanwhile the disk
    // still holds the old price, which a read must not take for the new one.
    expect(await read()).toBeNull()
    let release!: () => void
    held = new Promise<void>((resolve) => (release = resolve))
    const storing = cache.set(key, data('new price'), dataWrite(['offers']))
    tick()
    expect(await read()).toBeNull()
    held = undefined
    release()
    await storing
    tick()
    expect((await read())?.value).toMatchObject({ data: { body: 'new price' } })
  })
})

describe('the Redis cache (the cluster)', () => {
  let redis: ChildProcess | undefined
  let dir = ''
  let url = ''
  let count = 0
  const keyPrefix = `race-${process.pid}:`
  let connected: ReturnType<typeof createClient> | undefined

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cache-race-redis-'))
    const port = await freePort()
    url = `redis://127.0.0.1:${port}`
    redis = spawn('redis-server', redisArgs(port, dir), { stdio: 'ignore' })
    await waitForPort(port, 10_000)
    connected = createClient({ url })
    await connected.connect()
    // The app's client is created the same way (tagStore.mjs), untyped there.
    const redisClient = connected as unknown as Parameters<typeof createRedisHandler>[0]['client']
    const inner = createRedisHandler({ client: redisClient, keyPrefix, timeoutMs: 5000 })
    CacheHandler.onCreation(() => ({
      handlers: [stampRedisHandler(inner, { client: connected, keyPrefix })],
    }))
  })
  afterAll(async () => {
    await connected?.quit()
    const shared = (globalThis as Record<symbol, { quit?: () => Promise<unknown> }>)[
      Symbol.for('agency-site.cache.redisClient')
    ]
    await shared?.quit?.()
    redis?.kill('SIGTERM')
    await rm(dir, { recursive: true, force: true })
  })

  raceTests(
    () =>
      new (CacheHandler as unknown as new (ctx: Ctx) => Handler)({
        serverDistDir: dir,
        dev: false,
        revalidatedTags: [],
        _requestHeaders: {},
      }),
    (tags) => expireTags(tags, { redisUrl: url, keyPrefix }),
    () => `redis-${++count}`,
  )
})

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
