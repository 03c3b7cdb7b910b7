import { afterEach, describe, expect, it } from 'vitest'

import { anyExpiredLocallySince, expiredLocallySince } from './upstream/tagStore.mjs'
import {
  blogTags,
  cachedRead,
  expire,
  expireBlogAfterChange,
  expireNow,
  postTag,
} from './revalidate'

const marker = Symbol.for('agency-site.nextCache')
const global = globalThis as Record<symbol, unknown>

afterEach(() => {
  delete global[marker]
})

describe('cache expiry by tag', () => {
  it('expires every list of posts and each changed post once', () => {
    expect(blogTags(['a', null, 'a', undefined, 'b'])).toEqual(['posts', 'post:a', 'post:b'])
    expect(postTag('hello')).toBe('post:hello')
  })

  it('reads straight through where no Next.js server runs', async () => {
    let reads = 0
    const read = cachedRead(async (n: number) => n + ++reads, 'test-read', { tags: ['posts'] })
    expect(await read(1)).toBe(2)
    expect(await read(1)).toBe(3)
    const own = cachedRead(async (slug: string) => `${slug} ${++reads}`, 'test-own', {
      tags: (slug) => [postTag(slug)],
    })
    expect(await own('a')).toBe('a 3')
  })

  it('tells that no request can carry the expiry, and queues it for after the commit', async () => {
    expect(expire(['posts'])).toBe(false)
    const queued: string[][] = []
    const later = async (slugs: string[]) => void queued.push(slugs)
    expect(await expireBlogAfterChange(['a', null, 'a'], later)).toBe('queued')
    expect(queued).toEqual([['a']])
  })

  it("expires outside a request in the cache handler's own tag store", async () => {
    const before = Date.now() - 1
    await expireNow(blogTags(['scheduled']))
    expect(expiredLocallySince(['post:scheduled'], before)).toBe(true)
    expect(expiredLocallySince(['offers'], before)).toBe(false)
    // What a cached page's read asks first: whether anything at all was expired since it was stored.
    expect(anyExpiredLocallySince(before)).toBe(true)
    expect(anyExpiredLocallySince(Date.now() + 1)).toBe(false)
  })

  it("uses Next's data cache once Next has made the cache handler in this process", async () => {
    const { default: Handler } = await import('./upstream/cacheHandler.mjs')
    new Handler({ fs: undefined, serverDistDir: '/tmp', revalidatedTags: [] } as never)
    expect(global[marker]).toBe(true)
  })
})
