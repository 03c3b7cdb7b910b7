import type { CollectionAfterChangeHook } from 'payload'

import { JOB_QUEUES } from '@/lib/jobs/queues'
import type { Post } from '@/payload-types'

/**
 * A published post with a future publishedAt stays hidden (the data layer and the access rule
 * filter on publishedAt <= now). This queues, in the same transaction, the job that revalidates
 * the blog pages at that time. Rescheduling queues a new job; the old one finds the time changed
 * and does nothing.
 */
export const schedulePublication: CollectionAfterChangeHook<Post> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (doc.status !== 'published' || !doc.publishedAt) return doc
  const publishAt = new Date(doc.publishedAt)
  if (!(publishAt.getTime() > Date.now())) return doc
  const unchanged =
    operation === 'update' &&
    previousDoc?.status === 'published' &&
    previousDoc.publishedAt &&
    Date.parse(previousDoc.publishedAt) === publishAt.getTime()
  if (unchanged) return doc
  await req.payload.jobs.queue({
    task: 'publishScheduledPost',
    input: { postId: doc.id, publishedAt: publishAt.toISOString() },
    waitUntil: publishAt,
    queue: JOB_QUEUES.site,
    req,
  })
  return doc
}
