import type { TaskConfig } from 'payload'

import { expireBlogNow } from '@/lib/revalidate'

/**
 * Queued with waitUntil = publishedAt when a published post is scheduled for the future. The
 * data layer already hides it until then; this revalidates the cached blog pages when the time
 * comes. A post rescheduled or unpublished since is left alone: its own job (if any) handles it.
 */
export const publishScheduledPost: TaskConfig<'publishScheduledPost'> = {
  slug: 'publishScheduledPost',
  label: 'Publish a scheduled post',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'postId', type: 'number', required: true },
    { name: 'publishedAt', type: 'date', required: true },
  ],
  outputSchema: [{ name: 'revalidated', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const post = await req.payload.findByID({
      collection: 'posts',
      id: input.postId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const stillDue =
      post?.status === 'published' &&
      post.publishedAt &&
      Date.parse(post.publishedAt) === Date.parse(input.publishedAt)
    if (!post || !stillDue) return { output: { revalidated: false } }
    await expireBlogNow([post.slug])
    return { output: { revalidated: true } }
  },
}
