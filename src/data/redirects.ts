import 'server-only'

import { normalizePath } from '@/lib/redirects/paths'
import { CACHE_TAGS, cachedRead } from '@/lib/revalidate'

import { getPayloadClient } from './payload'

type Target = { type?: string | null; url?: string | null; reference?: unknown }

/** Where a stored redirect leads: its address, or the current address of the post it names. */
function targetOf(to: Target | null | undefined): string | null {
  if (to?.type === 'reference') {
    const value = (to.reference as { value?: { slug?: unknown } } | null)?.value
    return typeof value?.slug === 'string' ? `/blog/${value.slug}` : null
  }
  return typeof to?.url === 'string' && to.url !== '' ? to.url : null
}

/**
 * Every redirect, by its old address. One cached read, expired when a redirect or a post
 * changes (a redirect may name a post, whose address follows its slug).
 */
const redirectMap = cachedRead(
  async (): Promise<Record<string, string>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const map: Record<string, string> = {}
    for (const doc of docs) {
      const target = targetOf(doc.to as Target)
      if (doc.from && target) map[normalizePath(doc.from)] = target
    }
    return map
  },
  'redirects',
  { tags: [CACHE_TAGS.redirects, CACHE_TAGS.posts] },
)

/** The target of a redirect from `path` of this site, if an editor made one. */
export async function findRedirect(path: string): Promise<string | null> {
  const map = await redirectMap()
  return map[normalizePath(path)] ?? null
}
