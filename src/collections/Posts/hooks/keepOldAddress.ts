import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { Post } from '@/payload-types'

const postPath = (slug: string) => `/blog/${slug}`

/**
 * The slug of the post's published version before this one, from its versions (the one just
 * saved comes first). Only a published slug was ever an address: drafts are not.
 */
async function previousPublishedSlug(req: PayloadRequest, id: number): Promise<string | null> {
  const { docs } = await req.payload.findVersions({
    collection: 'posts',
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 2,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const slug = docs[1]?.version.slug
  return typeof slug === 'string' ? slug : null
}

/**
 * Addresses never die: when a post is published under a new slug, in /cms or the dashboard,
 * its old address becomes a redirect to the post. The redirect names the post rather than its
 * slug, so a later rename moves every old address along (one hop, never a chain), and it
 * answers only while the post is published. A redirect from the post's live address (an old
 * one, after a rename back) is removed: the page is there again, and it would loop.
 */
export const keepOldAddress: CollectionAfterChangeHook<Post> = async ({ doc, operation, req }) => {
  if (doc._status !== 'published') return doc
  await req.payload.delete({
    collection: 'redirects',
    where: { from: { equals: postPath(doc.slug) } },
    overrideAccess: true,
    req,
  })
  if (operation !== 'update') return doc
  const previous = await previousPublishedSlug(req, doc.id)
  if (!previous || previous === doc.slug) return doc
  const from = postPath(previous)
  const to = {
    type: 'reference' as const,
    reference: { relationTo: 'posts' as const, value: doc.id },
  }
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs[0]) {
    await req.payload.update({
      collection: 'redirects',
      id: docs[0].id,
      data: { to },
      overrideAccess: true,
      req,
    })
  } else {
    await req.payload.create({
      collection: 'redirects',
      data: { from, to },
      overrideAccess: true,
      req,
    })
  }
  return doc
}
