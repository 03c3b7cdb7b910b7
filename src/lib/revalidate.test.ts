import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { afterEach, describe, expect, it } from 'vitest'

import { blogPaths, cachedRead, expire, expireBlogAfterChange, expireBlogNow } from './revalidate'

const require = createRequire(import.meta.url)
// Next's prefix for a path's implicit cache tag (what revalidatePath expires).
const { NEXT_CACHE_IMPLICIT_TAG_ID: PATH_TAG } = require('next/dist/lib/constants') as {
  NEXT_CACHE_IMPLICIT_TAG_ID: string
}

const global = globalThis as { __incrementalCache?: unknown }

afterEach(() => {
  delete global.__incrementalCache
})

describe('blog cache expiry', () => {
  it('lists every page that shows posts, and each slug once', () => {
    expect(blogPaths(['a', null, 'a', undefined, 'b'])).toEqual([
      '/',
      '/blog',
      '/sitemap.xml',
      '/llms.txt',
      '/blog/a',
      '/blog/b',
    ])
  })

  it('does nothing where no Next.js server runs', async () => {
    expect(() => expire({ tags: ['posts'], paths: ['/blog'] })).not.toThrow()
    expect(await expireBlogNow(['a'])).toEqual({ cache: 'none' })
    let reads = 0
    const read = cachedRead(async (n: number) => n + ++reads, 'test-read', { tags: ['posts'] })
    expect(await read(1)).toBe(2)
    expect(await read(1)).toBe(3)
  })

  it('queues the expiry where no request can carry it: a job, or a process without Next.js', async () => {
    const queued: string[][] = []
    const later = async (slugs: string[]) => void queued.push(slugs)
    expect(await expireBlogAfterChange(['a', null, 'a'], later)).toBe('queued')
    // The web server's cache is there, but no request is: Next refuses revalidateTag.
    global.__incrementalCache = { revalidateTag: async () => undefined }
    expect(await expireBlogAfterChange(['b', 'c'], later)).toBe('queued')
    expect(queued).toEqual([['a'], ['b', 'c']])
  })

  it("expires the posts tag and each page's implicit tag in the server's cache", async () => {
    const expired: string[][] = []
    global.__incrementalCache = { revalidateTag: async (tags: string[]) => void expired.push(tags) }
    expect(await expireBlogNow(['hello'])).toEqual({ cache: 'server' })
    expect(expired).toHaveLength(1)
    expect(expired[0]).toEqual(
      expect.arrayContaining([
        'posts',
        `${PATH_TAG}/`,
        `${PATH_TAG}/index`,
        `${PATH_TAG}/blog`,
        `${PATH_TAG}/llms.txt`,
        `${PATH_TAG}/sitemap.xml`,
        `${PATH_TAG}/blog/hello`,
      ]),
    )
  })

  it('relies on Next.js keeping its incremental cache on globalThis', () => {
    const source = readFileSync(require.resolve('next/dist/server/base-server.js'), 'utf8')
    expect(source).toContain('globalThis.__incrementalCache = incrementalCache')
    expect(PATH_TAG).toBe('_N_T_')
  })
})
