import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { Post, Redirect } from '@/payload-types'

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

/** The redirect from `from`, if any (`from` is unique). */
async function redirectFrom(req: PayloadRequest, from: string): Promise<Redirect | null> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * Whether a redirect leads to the post itself: what the post's own renames make. Any other
 * redirect (an editor's to another address, or one to another post) is someone's decision and
 * stays as it was.
 */
function leadsToPost(redirect: Redirect, id: number): boolean {
  const { to } = redirect
  if (to?.type !== 'reference' || to.reference?.relationTo !== 'posts') return false
  const value = to.reference.value
  return (typeof value === 'object' ? value.id : value) === id
}

/**
 * Addresses never die: when a post is published under a new slug, in /cms or the dashboard,
 * its old address becomes a redirect to the post. The redirect names the post rather than its
 * slug, so a later rename moves every old address along (one hop, never a chain), and it
 * answers only while the post is published. A redirect of the post's own from its live address
 * (an old one, after a rename back) is removed: the page is there again.
 *
 * Redirects an editor made are left alone. One from the post's live address stays (the page
 * wins while it is published, and the redirect answers again once the post is unpublished or
 * in the trash), and one already at the old address is not replaced.
 */
export const keepOldAddress: CollectionAfterChangeHook<Post> = async ({ doc, operation, req }) => {
  if (doc._status !== 'published') return doc
  const live = await redirectFrom(req, postPath(doc.slug))
  if (live && leadsToPost(live, doc.id)) {
    await req.payload.delete({ collection: 'redirects', id: live.id, overrideAccess: true, req })
  }
  if (operation !== 'update') return doc
  const previous = await previousPublishedSlug(req, doc.id)
  if (!previous || previous === doc.slug) return doc
  const from = postPath(previous)
  if (await redirectFrom(req, from)) return doc
  await req.payload.create({
    collection: 'redirects',
    data: { from, to: { type: 'reference', reference: { relationTo: 'posts', value: doc.id } } },
    overrideAccess: true,
    req,
  })
  return doc
}
