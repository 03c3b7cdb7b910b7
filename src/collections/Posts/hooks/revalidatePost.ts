import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireBlog } from '@/lib/revalidate'

import type { Post } from '@/payload-types'

export const revalidatePost: CollectionAfterChangeHook<Post> = ({ doc, previousDoc }) => {
  expireBlog([doc.slug, previousDoc?.slug])
  return doc
}

export const revalidateDeletedPost: CollectionAfterDeleteHook<Post> = ({ doc }) => {
  expireBlog([doc?.slug])
  return doc
}
