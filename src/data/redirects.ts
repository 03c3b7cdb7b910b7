import 'server-only'

import type { Where } from 'payload'

import { publishedNow } from '@/access/publishedNow'
import { collapseChains } from '@/lib/redirects/chains'
import { blogSlugOf, normalizePath, validateTo } from '@/lib/redirects/paths'
import { CACHE_TAGS, cachedRead } from '@/lib/revalidate'

import { getPayloadClient } from './payload'

type Target = {
  type?: string | null
  url?: string | null
  reference?: { value?: unknown } | null
}

const referencedId = (to: Target | null | undefined): number | null => {
  const value = to?.type === 'reference' ? to.reference?.value : null
  return typeof value === 'number' ? value : null
}

/**
 * Where a stored redirect leads: its address, or the address of the post it names while that
 * post is published (a draft's slug is not an address, and naming it would leak it).
 */
function targetOf(to: Target | null | undefined, liveSlugs: Map<number, string>): string | null {
  if (to?.type === 'reference') {
    const id = referencedId(to)
    const slug = id === null ? undefined : liveSlugs.get(id)
    return slug ? `/blog/${slug}` : null
  }
  return typeof to?.url === 'string' && to.url !== '' ? to.url : null
}

/**
 * Every redirect, by its old address, each leading straight to the end of its chain. One
 * cached read, expired when a redirect or a post changes (a redirect may name a post, whose
 * address follows its slug and its publication). A redirect from the address of a published
 * post is left out while the post is live: the page wins, and a chain through its address
 * stops there. An editor's redirect kept under a post's address answers again once the post is
 * unpublished or in the trash.
 */
const redirectMap = cachedRead(
  async (): Promise<Record<string, string>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const ids = [...new Set(docs.map((doc) => referencedId(doc.to)).filter((id) => id !== null))]
    const fromSlugs = [
      ...new Set(docs.map((doc) => (doc.from ? blogSlugOf(doc.from) : null))),
    ].filter((slug) => slug !== null)
    const liveSlugs = new Map<number, string>()
    const pages = new Set<string>()
    const which: Where[] = [
      ...(ids.length > 0 ? [{ id: { in: ids } }] : []),
      ...(fromSlugs.length > 0 ? [{ slug: { in: fromSlugs } }] : []),
    ]
    if (which.length > 0) {
      const posts = await payload.find({
        collection: 'posts',
        where: { and: [{ or: which }, publishedNow()] },
        select: { slug: true },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      for (const post of posts.docs) {
        liveSlugs.set(post.id, post.slug)
        pages.add(`/blog/${post.slug}`)
      }
    }
    const direct: Record<string, string> = {}
    for (const doc of docs) {
      const from = doc.from ? normalizePath(doc.from) : null
      const target = targetOf(doc.to, liveSlugs)
      // A row stored before today's checks (a line break, a backslash) is skipped, not served.
      if (from && !pages.has(from) && target && validateTo(target) === true) {
        direct[from] = target
      }
    }
    return collapseChains(direct)
  },
  'redirects',
  { tags: [CACHE_TAGS.redirects, CACHE_TAGS.posts] },
)

/** The target of a redirect from `path` of this site, if an editor made one. */
export async function findRedirect(path: string): Promise<string | null> {
  const map = await redirectMap()
  return map[normalizePath(path)] ?? null
}
