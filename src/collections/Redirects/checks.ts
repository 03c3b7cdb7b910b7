import type { PayloadRequest } from 'payload'

import { publishedNow } from '@/access/publishedNow'
import {
  blogSlugOf,
  loopMessage,
  normalizePath,
  pageExistsMessage,
  targetPath,
  validateFrom,
  validateTo,
} from '@/lib/redirects/paths'

/** More hops than any real chain; the site's own reader stops at the same depth. */
const MAX_HOPS = 20

/** What Payload hands a field's validate function, as far as these checks read it. */
export type CheckOptions = { req: PayloadRequest; id?: number | string; data?: unknown }

const fromOf = (data: unknown) => (data as { from?: unknown } | undefined)?.from

async function isLivePost(req: PayloadRequest, slug: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'posts',
    where: { and: [{ slug: { equals: slug } }, publishedNow()] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * `from`: a path of this site that has no page. A page always wins over a redirect, so a
 * redirect from a page (a fixed page, or a published post's address) would never apply.
 */
export async function checkFrom(value: unknown, { req }: CheckOptions): Promise<true | string> {
  const valid = validateFrom(value)
  if (valid !== true) return valid
  const from = normalizePath(value as string)
  const slug = blogSlugOf(from)
  if (slug && (await isLivePost(req, slug))) return pageExistsMessage(from)
  return true
}

/** Where the redirect stored for `path` leads, as a path of this site; null where none does. */
async function nextHop(
  req: PayloadRequest,
  path: string,
  self: number | string | undefined,
): Promise<string | null> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: {
      and: [
        { from: { equals: path } },
        ...(self === undefined ? [] : [{ id: { not_equals: self } }]),
      ],
    },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const to = docs[0]?.to
  if (!to) return null
  if (to.type === 'reference') {
    const post = to.reference?.value
    return typeof post === 'object' && post._status === 'published' ? `/blog/${post.slug}` : null
  }
  return typeof to.url === 'string' ? targetPath(to.url) : null
}

/**
 * `to.url`: a safe address (see validateTo), and not the start of a loop: following the
 * redirects already stored from the target must not come back to `from`.
 */
export async function checkTo(
  value: unknown,
  { req, id, data }: CheckOptions,
): Promise<true | string> {
  const from = fromOf(data)
  const valid = validateTo(value, from)
  if (valid !== true || typeof from !== 'string') return valid
  const start = normalizePath(from)
  const first = targetPath((value as string).trim())
  let path = first
  for (let hops = 0; path !== null && hops < MAX_HOPS; hops++) {
    path = await nextHop(req, path, id)
    if (path === start) return loopMessage(start, first!)
  }
  return true
}
