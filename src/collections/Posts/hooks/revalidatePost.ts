import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { JOB_QUEUES } from '@/lib/jobs/queues'
import { expireBlogAfterChange } from '@/lib/revalidate'
import type { Post } from '@/payload-types'

export const queueExpiry = (req: PayloadRequest) => async (slugs: string[]) => {
  await req.payload.jobs.queue({
    task: 'expireBlog',
    input: { slugs },
    queue: JOB_QUEUES.site,
    req,
  })
}

/**
 * A change that visitors can see (a publish, an edit of the published version, an unpublish)
 * expires the blog's pages, feeds and API answers. Saving a draft, autosave included, changes
 * nothing public and expires nothing. Writers that run where no site is served (the seed) pass
 * `context: { disableRevalidate: true }`.
 */
export const revalidatePost: CollectionAfterChangeHook<Post> = async ({
  doc,
  previousDoc,
  context,
  req,
}) => {
  if (context.disableRevalidate) return doc
  const wasPublic = previousDoc?._status === 'published'
  if (doc._status !== 'published' && !wasPublic) return doc
  await expireBlogAfterChange([doc.slug, wasPublic ? previousDoc?.slug : null], queueExpiry(req))
  return doc
}

export const revalidateDeletedPost: CollectionAfterDeleteHook<Post> = async ({
  doc,
  context,
  req,
}) => {
  if (!context.disableRevalidate) await expireBlogAfterChange([doc?.slug], queueExpiry(req))
  return doc
}
