import type { Access, PayloadRequest } from 'payload'

import { publishedNow } from '@/access/publishedNow'

import { BODY_FIELD, mediaIdsInBody } from '../../Posts/richText'

/** The Media a visitor can already see: the hero images and body images of published posts. */
async function mediaOfPublishedPosts(req: PayloadRequest): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'posts',
    where: publishedNow(),
    select: { heroMedia: true, [BODY_FIELD]: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const ids = new Set<number>()
  for (const post of docs) {
    const hero = post.heroMedia
    const heroId = typeof hero === 'object' && hero !== null ? hero.id : hero
    if (typeof heroId === 'number') ids.add(heroId)
    for (const id of mediaIdsInBody(post[BODY_FIELD])) ids.add(id)
  }
  return [...ids]
}

/**
 * Administrators read every upload. A visitor's list or lookup (REST `/api/media`) shows only
 * what a published post shows, so an image picked for a draft stays unlisted until the post is
 * out. The files themselves are served by their URLs to anyone: pages and feeds link them.
 */
export const readMedia: Access = async ({ req, isReadingStaticFile }) => {
  if (req.user || isReadingStaticFile) return true
  const ids = await mediaOfPublishedPosts(req)
  // Serial ids start at 1: an empty list matches nothing.
  return { id: { in: ids.length > 0 ? ids : [0] } }
}
