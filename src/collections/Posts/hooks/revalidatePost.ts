import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireBlog } from '@/lib/revalidate'

import type { Post } from '@/payload-types'

/**
 * Every change to a post expires the blog's pages, feeds and API answers. Writers that run
 * where no site is served (the seed) pass `context: { disableRevalidate: true }`.
 */
export const revalidatePost: CollectionAfterChangeHook<Post> = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate) expireBlog([doc.slug, previousDoc?.slug])
  return doc
}

export const revalidateDeletedPost: CollectionAfterDeleteHook<Post> = ({ doc, context }) => {
  if (!context.disableRevalidate) expireBlog([doc?.slug])
  return doc
}
