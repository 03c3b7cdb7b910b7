import type { TaskConfig } from 'payload'

import { blogTags, expireNow } from '@/lib/revalidate'

/**
 * Expires the blog's cached pages, feeds and API answers for a change made where no request
 * could (Payload's scheduled publish, run by a job). Queued in the change's own transaction, so
 * it runs after the commit: a render that starts between the expiry and the commit would read
 * and keep the old post. It marks the tags expired in the store every instance's cache handler
 * reads (Redis in a cluster) and purges the caching proxies.
 */
export const expireBlog: TaskConfig<'expireBlog'> = {
  slug: 'expireBlog',
  label: 'Expire the blog cache',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [{ name: 'slugs', type: 'text', hasMany: true }],
  outputSchema: [{ name: 'cache', type: 'text' }],
  handler: async ({ input }) => {
    await expireNow(blogTags(input.slugs ?? []))
    return { output: { cache: 'expired' } }
  },
}
